// The rows of a raw `db.execute()` answer, whichever driver ran it.

/** node-postgres answers `{ rows }`, PGlite too: the rows either way. */
export function rowsOf<R>(result: unknown): R[] {
  return ((result as { rows?: R[] }).rows ?? (result as R[])) as R[];
}
