// How a write kind is delivered: its method, its API path's name and whether the service worker may replay it.

export interface WriteRequest<PathName extends string = string> {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: PathName;
  /** The service worker may queue and replay it with the app closed (it carries an Idempotency-Key). */
  replayable: boolean;
}
