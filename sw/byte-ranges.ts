// Byte ranges for files answered from the device: reading a Range header, the Content-Range of the answer, and which stored segments hold it.

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

/** A piece of one segment: segment `index`, its bytes `from` to `to` (exclusive), relative to the segment. */
export interface SegmentPiece {
  index: number;
  from: number;
  to: number;
}

/** The segments (and the part of each) that hold `range` when a file is stored in segments of `segmentBytes`. */
export function piecesOf({ start, end }: ByteRange, segmentBytes: number): SegmentPiece[] {
  const pieces: SegmentPiece[] = [];
  for (let index = Math.floor(start / segmentBytes); index * segmentBytes <= end; index++) {
    const base = index * segmentBytes;
    pieces.push({ index, from: Math.max(start, base) - base, to: Math.min(end + 1, base + segmentBytes) - base });
  }
  return pieces;
}
