// The engine keeps a started course offline on its own only while the device has room to spare.
import { describe, expect, it } from 'vitest';
import { autoPackFits } from '../../worker/offline-packs/storage-guard';

const MB = 1024 * 1024;

describe('autoPackFits', () => {
  it('fits while the larger of 200 MB and a fifth of the quota stays free', () => {
    expect(autoPackFits(60 * MB, { quota: 10_000 * MB, usage: 1_000 * MB })).toBe(true);
    expect(autoPackFits(6_000 * MB, { quota: 10_000 * MB, usage: 1_000 * MB })).toBe(true);
    expect(autoPackFits(7_001 * MB, { quota: 10_000 * MB, usage: 1_000 * MB })).toBe(false);
  });

  it('keeps 200 MB free on a small quota', () => {
    expect(autoPackFits(100 * MB, { quota: 400 * MB, usage: 100 * MB })).toBe(true);
    expect(autoPackFits(101 * MB, { quota: 400 * MB, usage: 100 * MB })).toBe(false);
  });
});
