// The reader's tests' world: a mirror in fake-indexeddb written by Dexie as the engine writes it, and the page's reader of it.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { openLocalDb, type LocalDb, type LocalPost } from '../../../schema/local-db';
import { MIRROR_VERSION } from '../../../schema/mirror/identity';
import { createReader, type MirrorDb } from '../../../src/data/mirror-reader/reader';

// Dexie reads indexedDB when its module loads, which may come before fake-indexeddb's globals.
Dexie.dependencies.indexedDB = indexedDB;
Dexie.dependencies.IDBKeyRange = IDBKeyRange;

let made = 0;

export interface World {
  name: string;
  /** the engine's side */
  writer: LocalDb;
  /** the page's side (outside any live query) */
  reader: MirrorDb;
  read: ReturnType<typeof createReader>;
  outdated: number;
}

/** A fresh mirror of its own name; `open` (the default) has the writer create it first. */
export async function world({ open = true } = {}): Promise<World> {
  const name = `reader-test-${++made}`;
  const w: World = { name, writer: openLocalDb(name), outdated: 0 } as World;
  w.read = createReader(name, MIRROR_VERSION, () => w.outdated++);
  w.reader = w.read.db();
  if (open) await w.writer.open();
  return w;
}

/** A post with what the indexes read; the rest of the row does not matter to the reader. */
export function post(uid: string, wall_key: string, sort_key: string, over: Partial<LocalPost> = {}): LocalPost {
  return { uid, id: Number(uid.replace(/\D/g, '')) || 0, wall_key, sort_key, author_id: 1, body: uid, pinned_until: null, ...over } as LocalPost;
}

/** Whether a name is listed among the origin's databases (the reader must never create one). */
export async function listed(name: string): Promise<number | undefined> {
  return (await indexedDB.databases()).find((d) => d.name === name)?.version;
}

/** Resolves once `check` holds, polling the event loop (IndexedDB and the channel deliver in later tasks). */
export async function until(check: () => boolean, ms = 2000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 5));
  }
}
