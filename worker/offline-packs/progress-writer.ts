// Writes a running pack's progress into its row off the download's path: the latest state of each file, a write at a time, at most every PROGRESS_GAP_MS.

import type { OfflinePackFile } from '../../schema/mirror/offline-packs';

/** The progress bar moves at least this often while bytes arrive; a cut download still resumes from the cache itself. */
export const PROGRESS_GAP_MS = 500;

export interface ProgressWriter {
  /** `file` has a new state (a segment stored, or the whole file): written with the next write. */
  note(file: OfflinePackFile): void;
  /** Writes what is noted now (no gap) and resolves once every note so far is in the row. */
  flush(): Promise<void>;
}

/**
 * `write` records the files given (one transaction); writes never overlap, and notes arriving meanwhile are gathered
 * for the next one (a file noted twice goes in once, at its latest). A failed write's files go with the next note or flush.
 */
export function createProgressWriter(write: (files: OfflinePackFile[]) => Promise<void>, gapMs = PROGRESS_GAP_MS): ProgressWriter {
  const pending = new Map<string, OfflinePackFile>();
  let writing: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastStart = -Infinity;

  function writeNow(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (writing) return writing.then(() => (pending.size > 0 ? writeNow() : undefined));
    if (pending.size === 0) return Promise.resolve();
    const files = [...pending.values()];
    pending.clear();
    lastStart = Date.now();
    writing = write(files).then(
      () => {
        writing = null;
        if (pending.size > 0) schedule();
      },
      (e: unknown) => {
        writing = null;
        // Kept for the next note or flush, unless a newer state of the file was noted meanwhile.
        for (const f of files) if (!pending.has(f.url)) pending.set(f.url, f);
        throw e;
      },
    );
    return writing;
  }

  function schedule(): void {
    if (timer || writing) return;
    timer = setTimeout(() => void writeNow().catch(() => undefined), Math.max(0, lastStart + gapMs - Date.now()));
  }

  return {
    note(file) {
      pending.set(file.url, file);
      schedule();
    },
    flush: writeNow,
  };
}
