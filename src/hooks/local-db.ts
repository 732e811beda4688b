// The app's read-only connection to the device mirror; the engine's worker is the only writer.
import { openLocalDb, type LocalDb } from '../../schema/local-db';

let db: LocalDb | null = null;

export function localDb(): LocalDb {
  db ??= openLocalDb();
  return db;
}
