// Byte ranges of a stored file, read the same way where files are answered: the server's /uploads/ and the service worker's offline packs.

export interface ByteRange {
  /** First and last byte, inclusive. */
  start: number;
  end: number;
}

/**
 * The range a `Range` header asks of a file of `size` bytes: null for the whole file (no header, another unit, or
 * several ranges, which we answer whole as RFC 9110 allows), 'unsatisfiable' for a range past the end (416).
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, from, to] = m;
  if (from === '' && to === '') return null;
  if (from === '') {
    // A suffix: the last n bytes.
    const n = Number(to);
    if (n === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null;
  return { start, end };
}

export function contentRange({ start, end }: ByteRange, size: number): string {
  return `bytes ${start}-${end}/${size}`;
}
