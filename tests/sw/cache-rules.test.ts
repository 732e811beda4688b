// Runtime caching rules: the never-cached API, images cache-first, navigations kept off the shell for /api/.
import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE, NEVER_CACHED_PREFIXES, navigationDenylist, runtimeStrategyFor } from '../../sw/cache-rules';

const origin = 'https://community.test';
const get = (path: string, destination = '') => ({ url: new URL(path, origin).href, method: 'GET', destination });

describe('runtimeStrategyFor', () => {
  it('leaves everything under /api/ to the network, whatever it looks like (writes have the write queue routes)', () => {
    expect(runtimeStrategyFor(get('/api/v2/groups'), origin)).toBeNull();
    expect(runtimeStrategyFor(get('/api/v1/configuration'), origin)).toBeNull();
    expect(runtimeStrategyFor(get('/api/v2/media/avatar.png', 'image'), origin)).toBeNull();
    expect(runtimeStrategyFor(get('/api'), origin)).toBeNull();
    expect(runtimeStrategyFor({ url: `${origin}/api/v2/walls/a/posts`, method: 'POST' }, origin)).toBeNull();
    // Realtime's long-polls go past the service worker untouched: one it forwarded would outlive the page that asked.
    expect(runtimeStrategyFor(get('/pn/v2/subscribe/sub-c-gateway/community/0'), origin)).toBeNull();
    expect(runtimeStrategyFor(get('/pn/publish/p/s/0/chat-1/0/%22a.png%22'), origin)).toBeNull();
  });

  it('does not mistake look-alike paths for the API', () => {
    expect(runtimeStrategyFor(get('/apidocs'), origin)).toBeNull();
    expect(runtimeStrategyFor(get('/api-logo.png'), origin)).toBe('image-cache-first');
  });

  it('caches images first, same origin or not', () => {
    expect(runtimeStrategyFor(get('/media/a/photo.jpg'), origin)).toBe('image-cache-first');
    expect(runtimeStrategyFor(get('/media/123', 'image'), origin)).toBe('image-cache-first');
    expect(runtimeStrategyFor(get('https://cdn.example.org/avatars/9.webp'), origin)).toBe('image-cache-first');
    // Another origin's /api/ is not ours to refuse.
    expect(runtimeStrategyFor(get('https://cdn.example.org/api/x.png'), origin)).toBe('image-cache-first');
  });

  it('leaves other requests alone (precache and navigation routes answer them)', () => {
    expect(runtimeStrategyFor(get('/assets/index-abc12345.js', 'script'), origin)).toBeNull();
    expect(runtimeStrategyFor(get('/groups/welcome', 'document'), origin)).toBeNull();
    expect(runtimeStrategyFor({ url: `${origin}/upload.png`, method: 'POST' }, origin)).toBeNull();
  });

  it('bounds the image cache', () => {
    expect(IMAGE_CACHE.maxEntries).toBe(200);
    expect(IMAGE_CACHE.maxAgeSeconds).toBe(30 * 24 * 3600);
    expect(IMAGE_CACHE.statuses).toEqual([0, 200]);
  });
});

describe('navigationDenylist', () => {
  it('keeps API and realtime navigations off the offline shell', () => {
    const deny = navigationDenylist();
    const denied = (path: string) => deny.some((re) => re.test(path));
    expect(NEVER_CACHED_PREFIXES).toContain('/api/');
    expect(denied('/api/v1/configuration')).toBe(true);
    expect(denied('/pn/x')).toBe(true);
    expect(denied('/groups/welcome')).toBe(false);
    expect(denied('/apiary')).toBe(false);
  });
});

describe('offline pack files', () => {
  it('answers our member files from offline packs first, images among them, but never navigations', () => {
    expect(runtimeStrategyFor(get('/uploads/clip.mp4', 'video'), origin)).toBe('offline-media-first');
    expect(runtimeStrategyFor(get('/uploads/a-small.png', 'image'), origin)).toBe('offline-media-first');
    expect(runtimeStrategyFor({ ...get('/uploads/doc.pdf', 'document'), mode: 'navigate' }, origin)).toBeNull();
    // Another origin's /uploads/ is not a pack file.
    expect(runtimeStrategyFor(get('https://cdn.example.org/uploads/x.mp4'), origin)).toBeNull();
  });

  it('lets the engine\'s own downloads through to the network, out of every cache', () => {
    const headers = new Headers({ 'X-Offline-Download': '1' });
    expect(runtimeStrategyFor({ ...get('/uploads/clip.mp4'), headers }, origin)).toBeNull();
    expect(runtimeStrategyFor({ ...get('/uploads/a-small.png', 'image'), headers }, origin)).toBeNull();
  });
});
