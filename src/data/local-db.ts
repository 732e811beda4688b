// The app's read-only connection to the device mirror; the engine's worker is the only writer.
import { openLocalDb, type LocalDb } from '../../schema/local-db';
import { mirrorOutdated } from '../app/update-notice';

let db: LocalDb | null = null;

export function localDb(): LocalDb {
  db ??= openLocalDb(undefined, { onVersionChange: mirrorOutdated });
  return db;
}
