// What every domain's commands close over: the mirror, the API, the puller, offline packs, the outbox, sending, and the engine's session hooks.
import type { LocalDb } from '../../schema/local-db';
import type { Api } from '../api';
import type { SignInResult } from '../engine-results';
import type { Puller } from '../puller';
import type { Forget, OutboxHandle } from '../outbox-handle';
import type { PackRunner } from '../offline-packs/runner';

export interface EngineContext {
  db: LocalDb;
  api: Api;
  puller: Puller;
  /** Offline packs' downloads (one downloader per origin). */
  packs: PackRunner;
  /** The origin files and the API are addressed from (absolute cache keys). */
  origin: string;
  /** The outbox's calls (a domain cannot import the outbox: it finds their write kinds through the domains list). */
  outbox: OutboxHandle;
  /** The collections' forget cascade, for the same reason. Call inside a transaction. */
  forget: Forget;
  /** Tries to send the outbox soon (`force`: even while a backoff waits); failures show in the status, not here. */
  send(force: boolean): void;
  /** Sends the outbox now, even while a backoff waits, and resolves once that pass is over (the sync leader only). */
  sendNow(): Promise<void>;
  /** Cancels every request in flight: the member this device spoke for is gone. */
  abortAll(): void;
  /**
   * This device is about to end this session itself (the account's deletion): requests still in flight with it will be
   * refused, which is expected, not news for the app. The answer undoes that when the session did not end.
   */
  quietRefusals(secretId: string): () => void;
  /** Passes a way in's answer through; a new session may be refused again later, so the app hears of that too. */
  signedIn(result: Promise<SignInResult>): Promise<SignInResult>;
}
