// The offline packs' progress writer: writes never overlap, notes made meanwhile go in the next write at their latest, and a flush writes at once.
import { describe, expect, it } from 'vitest';
import type { OfflinePackFile } from '../../schema/mirror/offline-packs';
import { createProgressWriter } from '../../worker/offline-packs/progress-writer';

const file = (url: string, segments_done: number): OfflinePackFile => ({ url, size: null, segment_bytes: 10, segments_done, complete: false, content_type: null });

describe('progress writer', () => {
  it('gathers what is noted while a write runs into the next one, each file at its latest', async () => {
    const writes: string[][] = [];
    let release: () => void = () => {};
    let held = false;
    // A gap no test waits out: only flushes write here.
    const writer = createProgressWriter(async (files) => {
      writes.push(files.map((f) => `${f.url}:${f.segments_done}`));
      if (writes.length === 1) {
        held = true;
        await new Promise<void>((r) => (release = r));
      }
    }, 3_600_000);
    writer.note(file('a', 1));
    const first = writer.flush();
    expect(held).toBe(true);
    writer.note(file('a', 2));
    writer.note(file('b', 1));
    writer.note(file('a', 3));
    const second = writer.flush();
    expect(writes).toHaveLength(1);
    release();
    await first;
    await second;
    expect(writes).toEqual([['a:1'], ['a:3', 'b:1']]);
    await writer.flush();
    expect(writes).toHaveLength(2);
  });

  it('keeps the files of a failed write for the next one, unless newer states came', async () => {
    const writes: string[][] = [];
    let fail = true;
    const writer = createProgressWriter(async (files) => {
      writes.push(files.map((f) => `${f.url}:${f.segments_done}`));
      if (fail) throw new Error('disk');
    }, 3_600_000);
    writer.note(file('a', 1));
    writer.note(file('b', 1));
    const failed = writer.flush();
    writer.note(file('b', 2));
    await expect(failed).rejects.toThrow('disk');
    fail = false;
    await writer.flush();
    expect(writes).toEqual([['a:1', 'b:1'], ['b:2', 'a:1']]);
  });
});
