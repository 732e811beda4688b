// The page's read-only handle on the device mirror (src/data/mirror-reader/): the engine's worker is its only writer, and alone creates and upgrades it.
import { MIRROR_NAME, MIRROR_VERSION } from '../../schema/mirror/identity';
import { mirrorOutdated } from '../app/update-notice';
import { createReader, type MirrorDb, type MirrorReader } from './mirror-reader/reader';

export type LocalDb = MirrorDb;

let reader: MirrorReader | null = null;

/** Called where a live query's querier starts (before its first await), the handle records what that query reads. */
export function localDb(): LocalDb {
  reader ??= createReader(MIRROR_NAME, MIRROR_VERSION, mirrorOutdated);
  return reader.db();
}
