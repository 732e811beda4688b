// Runs offline pack downloads in the engine worker: one origin-wide downloader (a Web Lock), a few files at once, progress written as it goes, waiting for the network and going on from where it stopped.
import type { LocalDb } from '../../schema/local-db';
import { packProgress, type OfflinePack } from '../../schema/mirror/offline-packs';
import type { Locks } from '../leader';
import { deleteFile, downloadFile, FileUnavailableError, type PackCache } from './download-file';
import { isDone, recordFiles, unusedFiles, updatePack } from './pack-rows';
import { createProgressWriter } from './progress-writer';
import { autoPackFits, type StorageFacts } from './storage-guard';

export const PACK_LOCK = 'community-offline-packs';

export interface PackRunnerOptions {
  db: LocalDb;
  openCache: () => Promise<PackCache>;
  fetch?: typeof fetch;
  locks: Locks | null;
  /** The device's storage, for the guard on the engine's own packs; null where unknown (no guard). */
  storage?: () => Promise<StorageFacts | null>;
  filesAtOnce?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

export interface PackRunner {
  /** Downloads what any pack still wants, now; resolves when nothing is left or it must wait. */
  kick(): Promise<void>;
  /** Stops the download of pack `id` if this worker runs it, and resolves once it stopped. */
  halt(id: string): Promise<void>;
  /** Deletes `files` from the cache unless a pack still lists them. */
  dropUnused(files: OfflinePack['files']): Promise<void>;
  stop(): void;
}

type Outcome = 'next' | 'wait';

const isQuota = (e: unknown) => (e as { name?: string } | null)?.name === 'QuotaExceededError';

export function createPackRunner(o: PackRunnerOptions): PackRunner {
  const { db } = o;
  const doFetch = o.fetch ?? ((input, init) => fetch(input, init));
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let current: { id: string; controller: AbortController; done: Promise<Outcome> } | null = null;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function retryLater(): void {
    failures++;
    if (timer) clearTimeout(timer);
    const base = o.retryBaseMs ?? 5_000;
    timer = setTimeout(() => {
      timer = null;
      void kick();
    }, Math.min(base * 2 ** (failures - 1), o.retryMaxMs ?? 60_000));
  }

  async function underLock(fn: () => Promise<void>): Promise<void> {
    if (!o.locks) return fn();
    await o.locks.request(PACK_LOCK, fn);
  }

  async function dropUnused(files: OfflinePack['files']): Promise<void> {
    const gone = await unusedFiles(db, files);
    if (gone.length === 0) return;
    const cache = await o.openCache();
    for (const f of gone) await deleteFile(cache, f);
  }

  async function runPack(pack: OfflinePack): Promise<Outcome> {
    if (pack.origin === 'auto' && o.storage) {
      const facts = await o.storage();
      const { done, total } = packProgress(pack);
      if (facts && !autoPackFits(total - done, facts)) {
        await updatePack(db, pack.id, () => ({ state: 'paused', waiting: 'storage' }));
        return 'next';
      }
    }
    const controller = new AbortController();
    const cache = await o.openCache();
    // What the cache holds now: what another pack sharing a file, or a run cut before its progress was written, stored.
    const stored = new Set((await cache.keys()).map((r) => r.url));
    // Progress goes to the rows every so often, each write in one transaction: the files in every pack listing them,
    // and whether this pack is still wanted (a pause or removal from another tab stops the download there).
    const progress = createProgressWriter(async (files) => {
      if ((await recordFiles(db, files, pack.id)) !== 'downloading') controller.abort();
    });
    const queue = pack.files.filter((f) => !f.complete);
    let failure: unknown = null;
    let unavailable = false;
    const lane = async () => {
      for (let f = queue.shift(); f && !controller.signal.aborted; f = queue.shift()) {
        try {
          progress.note(await downloadFile(f, { cache, fetch: doFetch, signal: controller.signal, stored, onStored: progress.note }));
        } catch (e) {
          if (e instanceof FileUnavailableError) unavailable = true;
          else {
            failure ??= e;
            controller.abort();
          }
        }
      }
    };
    const done = (async (): Promise<Outcome> => {
      await Promise.all(Array.from({ length: o.filesAtOnce ?? 3 }, lane));
      // Everything stored is in the rows before the pack's outcome is decided (a pause resumes from there).
      await progress.flush().catch((e: unknown) => {
        failure ??= e;
      });
      const row = await db.offline_packs.get(pack.id);
      if (!row || row.state === 'removed') {
        await dropUnused(pack.files);
        return 'next';
      }
      if (row.state !== 'downloading') return 'next';
      if (failure === null && !unavailable) {
        failures = 0;
        // Not done: files were added while it ran, and the next round takes them.
        if (isDone(row)) await updatePack(db, pack.id, () => ({ state: 'complete', waiting: null }));
        return 'next';
      }
      if (isQuota(failure)) {
        await updatePack(db, pack.id, () => ({ state: 'paused', waiting: 'storage' }));
        return 'next';
      }
      await updatePack(db, pack.id, () => ({ waiting: failure === null ? 'unavailable' : 'network' }));
      return 'wait';
    })();
    current = { id: pack.id, controller, done };
    try {
      return await done;
    } finally {
      current = null;
    }
  }

  async function runAll(): Promise<void> {
    while (!stopped) {
      const wanted = await db.offline_packs.where('state').equals('downloading').sortBy('updated_at');
      const pack = wanted[0];
      if (!pack) return;
      if ((await runPack(pack)) === 'wait') {
        if (!stopped) retryLater();
        return;
      }
    }
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await underLock(runAll);
        } while (again && !stopped);
      } catch (e) {
        // No cache to write to (storage refused, or none in this context): tried again at the next kick.
        console.warn('offline-packs:', e instanceof Error ? e.message : e);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    kick,
    async halt(id) {
      if (current?.id !== id) return;
      current.controller.abort();
      await current.done.catch(() => undefined);
    },
    dropUnused,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      current?.controller.abort();
    },
  };
}
