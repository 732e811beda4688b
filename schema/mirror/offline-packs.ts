// Offline packs on this device: which files each pack holds and how far their download got, so a reload shows the truth.
import { defineTable } from './table';

/** One file of a pack. `segments_done` whole segments are stored; `complete` once its head entry is written. */
export interface OfflinePackFile {
  /** Absolute URL, the file's key in the offline media cache. */
  url: string;
  /** Bytes, from the caller or the server's first answer; null until known. */
  size: number | null;
  /** The segment size it is stored in: OFFLINE_SEGMENT_BYTES, or its whole size when the server ignores ranges. */
  segment_bytes: number;
  segments_done: number;
  complete: boolean;
  /** The server's Content-Type, kept for the answers the service worker builds. */
  content_type: string | null;
}

/**
 * `downloading` while wanted and not finished (waiting for the network included); `paused` by the member or for want of
 * space; `removed` by the member: a row without files, kept so the engine's own rule does not bring the pack back.
 */
export type OfflinePackState = 'downloading' | 'paused' | 'complete' | 'removed';

export interface OfflinePack {
  /** The caller's id, e.g. `course:12`. */
  id: string;
  /** `member`: switched on by the member; `auto`: kept by the engine's rule (a started course) until the member says otherwise. */
  origin: 'member' | 'auto';
  state: OfflinePackState;
  files: OfflinePackFile[];
  /** Why the download waits, when it does (no network, storage full); the screen words it. */
  waiting: 'network' | 'storage' | 'unavailable' | null;
  updated_at: number;
}

export const offlinePacksTable = defineTable<OfflinePack, 'id'>()('offline_packs', '&id, state');

/** Bytes of a file safely stored. */
export function fileDone(file: OfflinePackFile): number {
  if (file.complete) return file.size ?? 0;
  const stored = file.segments_done * file.segment_bytes;
  return file.size === null ? stored : Math.min(stored, file.size);
}

/** A pack's progress: bytes stored over its total; `sized` once every file's size is known. */
export function packProgress(pack: OfflinePack): { done: number; total: number; sized: boolean } {
  let done = 0;
  let total = 0;
  let sized = true;
  for (const f of pack.files) {
    done += fileDone(f);
    if (f.size === null) sized = false;
    else total += f.size;
  }
  return { done: Math.min(done, sized ? total : done), total, sized };
}
