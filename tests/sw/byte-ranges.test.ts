// Byte ranges answered from the device: the Range header read as a server would, and the stored segments that hold a range.
import { describe, expect, it } from 'vitest';
import { contentRange, parseRange, piecesOf } from '../../sw/byte-ranges';

describe('parseRange', () => {
  it('reads the forms a video element sends', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('BYTES = 5 - 9', 1000)).toEqual({ start: 5, end: 9 });
  });

  it('clamps an end past the file, and a suffix longer than it', () => {
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('answers 416 for a start past the end', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=2000-3000', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });

  it('answers the whole file for no header, another unit, several ranges or nonsense', () => {
    expect(parseRange(null, 1000)).toBeNull();
    expect(parseRange('', 1000)).toBeNull();
    expect(parseRange('items=0-5', 1000)).toBeNull();
    expect(parseRange('bytes=0-5,10-20', 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
    expect(parseRange('bytes=9-3', 1000)).toBeNull();
  });

  it('writes Content-Range as servers do', () => {
    expect(contentRange({ start: 100, end: 199 }, 1000)).toBe('bytes 100-199/1000');
  });
});

describe('piecesOf', () => {
  it('takes a range inside one segment from that segment alone', () => {
    expect(piecesOf({ start: 12, end: 17 }, 10)).toEqual([{ index: 1, from: 2, to: 8 }]);
  });

  it('spans segments, each sliced to the range', () => {
    expect(piecesOf({ start: 5, end: 24 }, 10)).toEqual([
      { index: 0, from: 5, to: 10 },
      { index: 1, from: 0, to: 10 },
      { index: 2, from: 0, to: 5 },
    ]);
  });

  it('ends on a segment boundary without an empty piece after it', () => {
    expect(piecesOf({ start: 0, end: 19 }, 10)).toEqual([
      { index: 0, from: 0, to: 10 },
      { index: 1, from: 0, to: 10 },
    ]);
    expect(piecesOf({ start: 20, end: 20 }, 10)).toEqual([{ index: 2, from: 0, to: 1 }]);
  });
});
