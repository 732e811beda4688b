// The page's one native connection to the mirror: opened only at a version the engine made, never created or upgraded here.
import { MIRROR_OPEN_CHANNEL } from '../../../schema/mirror/identity';
import { onChanges } from './changes';

/** Dexie stores version v as native version 10 v (dexie.mjs: `Math.round(verno * 10)`; 10 v + 1 after its schema patch). */
const dexieVersion = (native: number) => Math.ceil(native / 10);

const closedError = () => Object.assign(new Error('The mirror was closed for a newer version'), { name: 'DatabaseClosedError' });

/** Until `ms` pass, the engine says the mirror is open, or a write to it is announced (Dexie announces a new database whole). */
function nudge(name: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const said = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(MIRROR_OPEN_CHANNEL);
    const stop = onChanges((changes) => Object.keys(changes).some((part) => part.startsWith(`idb://${name}/`)) && done());
    const timer = setTimeout(done, ms);
    if (said) said.onmessage = (e: MessageEvent) => e.data === name && done();
    function done() {
      clearTimeout(timer);
      stop();
      said?.close();
      resolve();
    }
  });
}

/**
 * Answers the open connection, waiting for the engine to create or upgrade the mirror first (an open without a
 * version would create an empty one). A mirror newer than this page's code is read as Dexie would, and the page is
 * told it is outdated; so is a page whose connection a newer version closes, which reads nothing more.
 */
export function connector(name: string, version: number, onOutdated: () => void): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | null = null;

  const outdated = () => {
    opening = Promise.reject(closedError());
    opening.catch(() => {});
    onOutdated();
  };

  const openAt = (native: number) =>
    new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(name, native);
      // Gone since it was listed (or listed mid-upgrade): creating and upgrading are the engine's.
      req.onupgradeneeded = () => req.transaction?.abort();
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const db = req.result;
        db.onversionchange = () => {
          db.close();
          outdated();
        };
        // Closed by the browser (its storage cleared): the next read waits for the mirror again.
        db.onclose = () => (opening = null);
        resolve(db);
      };
    });

  const open = async (): Promise<IDBDatabase> => {
    for (let wait = 20; ; wait = Math.min(wait * 2, 1000)) {
      const listed = 'databases' in indexedDB ? (await indexedDB.databases()).find((d) => d.name === name) : { version: version * 10 };
      const native = listed?.version ?? 0;
      if (dexieVersion(native) >= version) {
        const db = await openAt(native).catch(() => null);
        if (db) {
          if (dexieVersion(db.version) > version) onOutdated();
          return db;
        }
      }
      await nudge(name, wait);
    }
  };

  return () => (opening ??= open());
}
