// Byte ranges for files answered from the device: which stored segments hold a range (reading the header: schema/byte-ranges.ts).

import type { ByteRange } from '../schema/byte-ranges';

// Reading a Range header is shared with the server's /uploads/ (schema/byte-ranges.ts).
export { contentRange, parseRange, type ByteRange } from '../schema/byte-ranges';

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
