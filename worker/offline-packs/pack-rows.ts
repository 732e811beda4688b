// The offline packs' rows in the mirror: saving a pack's file list, recording what is stored, and which files no other pack uses.
import type { LocalDb } from '../../schema/local-db';
import type { OfflinePack, OfflinePackFile, OfflinePackState } from '../../schema/mirror/offline-packs';
import { OFFLINE_SEGMENT_BYTES } from '../../schema/offline-media';

export interface PackFileWish {
  url: string;
  /** Bytes when the caller knows them (the progress bar's total before the first answer). */
  size?: number | null;
}

function newFile({ url, size }: PackFileWish): OfflinePackFile {
  return { url, size: size ?? null, segment_bytes: OFFLINE_SEGMENT_BYTES, segments_done: 0, complete: false, content_type: null };
}

export function isDone(pack: Pick<OfflinePack, 'files'>): boolean {
  return pack.files.every((f) => f.complete);
}

export interface SaveResult {
  pack: OfflinePack | null;
  /** Files the pack no longer lists: their cache entries go unless another pack holds them. */
  dropped: OfflinePackFile[];
}

/**
 * Saves a pack's wanted files, keeping what is stored of files it listed before. The member's wish always applies and
 * restarts a paused pack; the engine's own (`auto`) never overrides the member: it does not bring back a pack the
 * member removed, nor restart one they paused.
 */
export function savePack(db: LocalDb, id: string, wishes: PackFileWish[], origin: OfflinePack['origin'], now = Date.now()): Promise<SaveResult> {
  return db.transaction('rw', db.offline_packs, async () => {
    const before = await db.offline_packs.get(id);
    if (origin === 'auto' && before?.state === 'removed') return { pack: before, dropped: [] };
    // What this pack, or another one sharing a file, already stored.
    const others = (await db.offline_packs.toArray()).filter((p) => p.id !== id).flatMap((p) => p.files);
    const kept = new Map([...others, ...(before?.files ?? [])].map((f) => [f.url, f]));
    const files = [...new Map(wishes.map((w) => [w.url, w])).values()].map((w) => {
      const had = kept.get(w.url);
      return had ? { ...had, size: had.size ?? w.size ?? null } : newFile(w);
    });
    const wanted = new Set(files.map((f) => f.url));
    const dropped = (before?.files ?? []).filter((f) => !wanted.has(f.url));
    const pausedStays = before?.state === 'paused' && origin === 'auto';
    const pack: OfflinePack = {
      id,
      origin: before?.origin === 'member' || origin === 'member' ? 'member' : 'auto',
      state: isDone({ files }) ? 'complete' : pausedStays ? 'paused' : 'downloading',
      files,
      waiting: pausedStays ? (before?.waiting ?? null) : null,
      updated_at: now,
    };
    await db.offline_packs.put(pack);
    return { pack, dropped };
  });
}

/** Changes a pack's row if it is still there; answers the new row (null: removed meanwhile). */
export function updatePack(db: LocalDb, id: string, change: (pack: OfflinePack) => Partial<OfflinePack> | null): Promise<OfflinePack | null> {
  return db.transaction('rw', db.offline_packs, async () => {
    const pack = await db.offline_packs.get(id);
    if (!pack || pack.state === 'removed') return null;
    const patch = change(pack);
    if (!patch) return pack;
    const next = { ...pack, ...patch };
    await db.offline_packs.put(next);
    return next;
  });
}

/**
 * Records files' new states in every pack that lists them (a file two packs share is stored once, for both), in one
 * transaction; answers the state of pack `packId` then (null: it is gone or removed).
 */
export function recordFiles(db: LocalDb, files: OfflinePackFile[], packId: string): Promise<OfflinePackState | null> {
  const byUrl = new Map(files.map((f) => [f.url, f]));
  return db.transaction('rw', db.offline_packs, async () => {
    let state: OfflinePackState | null = null;
    await db.offline_packs.toCollection().modify((pack) => {
      if (pack.id === packId) state = pack.state;
      pack.files.forEach((f, i) => {
        const now = byUrl.get(f.url);
        if (now) pack.files[i] = now;
      });
    });
    return state;
  });
}

/** Of `files`, those no pack lists any more (safe to delete from the cache). */
export async function unusedFiles(db: LocalDb, files: OfflinePackFile[]): Promise<OfflinePackFile[]> {
  const used = new Set((await db.offline_packs.toArray()).flatMap((p) => p.files.map((f) => f.url)));
  return files.filter((f) => !used.has(f.url));
}

/** Marks a pack removed by the member (no files); answers the files it held. */
export function markRemoved(db: LocalDb, id: string, now = Date.now()): Promise<OfflinePackFile[]> {
  return db.transaction('rw', db.offline_packs, async () => {
    const before = await db.offline_packs.get(id);
    await db.offline_packs.put({ id, origin: 'member', state: 'removed', files: [], waiting: null, updated_at: now });
    return before?.files ?? [];
  });
}

/** At start: a wait a closed tab noted is looked at again. */
export function resetPackRuns(db: LocalDb): Promise<void> {
  return db.transaction('rw', db.offline_packs, async () => {
    await db.offline_packs.where('state').equals('downloading').modify({ waiting: null });
  });
}

/** Forgets a pack's row altogether (the engine's own pack of a course the member left); answers the files it held. */
export function forgetPack(db: LocalDb, id: string): Promise<OfflinePackFile[]> {
  return db.transaction('rw', db.offline_packs, async () => {
    const before = await db.offline_packs.get(id);
    await db.offline_packs.delete(id);
    return before?.files ?? [];
  });
}
