// What the "Available offline" control says for each state of a pack.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OfflinePack } from '../../schema/mirror/offline-packs';
import { packView } from '../../src/lib/offline-pack-words';
import { initTestI18n } from './helpers/i18n-world';

// The words come from the page's language files: the tests read them in English.
beforeAll(initTestI18n);

const MB = 1024 * 1024;
const pack = (over: Partial<OfflinePack>): OfflinePack => ({
  id: 'course:1',
  origin: 'member',
  state: 'downloading',
  files: [
    { url: 'https://x.test/uploads/a.mp4', size: 40 * MB, segment_bytes: 8 * MB, segments_done: 2, complete: false, content_type: 'video/mp4' },
    { url: 'https://x.test/uploads/b.png', size: 20 * MB, segment_bytes: 8 * MB, segments_done: 3, complete: true, content_type: 'image/png' },
  ],
  waiting: null,
  updated_at: 0,
  ...over,
});

describe('packView', () => {
  it('is off without a row or once removed', () => {
    expect(packView(null)).toEqual({ kind: 'off' });
    expect(packView(pack({ state: 'removed', files: [] }))).toEqual({ kind: 'off' });
  });

  it('counts the stored bytes against the total', () => {
    expect(packView(pack({}))).toMatchObject({ kind: 'downloading', done: 36 * MB, total: 60 * MB, line: 'Downloading · 36.0 MB of 60.0 MB' });
  });

  it('says why it waits', () => {
    expect(packView(pack({ waiting: 'network' }))).toMatchObject({ line: 'Waiting for a connection · 36.0 MB of 60.0 MB' });
    expect(packView(pack({ state: 'paused', waiting: 'storage' }))).toMatchObject({ kind: 'paused', line: 'Not enough space on this device · 36.0 MB of 60.0 MB' });
    expect(packView(pack({ state: 'paused' }))).toMatchObject({ line: 'Paused · 36.0 MB of 60.0 MB' });
  });

  it('shows only what is stored while sizes are unknown, and the total once complete', () => {
    const unsized = pack({ files: [{ url: 'u', size: null, segment_bytes: 8 * MB, segments_done: 1, complete: false, content_type: null }] });
    expect(packView(unsized)).toMatchObject({ sized: false, line: 'Downloading · 8.0 MB' });
    const nothingYet = pack({ files: [{ url: 'u', size: null, segment_bytes: 8 * MB, segments_done: 0, complete: false, content_type: null }], waiting: 'network' });
    expect(packView(nothingYet)).toMatchObject({ line: 'Waiting for a connection' });
    expect(packView(pack({ state: 'complete', files: pack({}).files.map((f) => ({ ...f, complete: true })) }))).toMatchObject({ kind: 'complete', line: 'On this device · 60.0 MB' });
  });
});
