// The precache list injected into the service worker: built files listed, hashed assets without revisions.
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import {
  buildPrecacheManifest,
  injectManifest,
  isHashedAsset,
  isPrecached,
  type PrecacheEntry,
} from '../../scripts/inject-precache';

let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'precache-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><div id="root"></div>',
    'manifest.webmanifest': '{"name":"Community"}',
    'icons/icon-192.png': 'png-bytes',
    'assets/index-Bx3k9aQ2.js': 'console.log(1)',
    'assets/index-Bx3k9aQ2.js.map': '{}',
    'assets/index-C_d81-Ze.css': 'body{}',
    '.vite/manifest.json': '{}',
    'sw.js': 'old worker',
  };
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(dist, path, '..'), { recursive: true });
    await writeFile(join(dist, path), content);
  }
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('precache manifest', () => {
  it('lists the built files, leaving out the worker itself, the manifest the server makes, Vite metadata and maps', async () => {
    const entries = await buildPrecacheManifest(dist);
    expect(entries.map((e) => e.url)).toEqual([
      '/assets/index-Bx3k9aQ2.js',
      '/assets/index-C_d81-Ze.css',
      '/icons/icon-192.png',
      '/index.html',
    ]);
  });

  it('gives hashed assets no revision and other files a content hash', async () => {
    const byUrl = new Map((await buildPrecacheManifest(dist)).map((e) => [e.url, e.revision]));
    expect(byUrl.get('/assets/index-Bx3k9aQ2.js')).toBeNull();
    expect(byUrl.get('/index.html')).toMatch(/^[0-9a-f]{16}$/);
    expect(byUrl.get('/icons/icon-192.png')).not.toBe(byUrl.get('/index.html'));
  });

  it('classifies paths', () => {
    expect(isPrecached('sw.js')).toBe(false);
    expect(isPrecached('.vite/manifest.json')).toBe(false);
    expect(isPrecached('assets/a-12345678.js.map')).toBe(false);
    expect(isPrecached('assets/sw.js')).toBe(true);
    // The server makes it from the configuration: a kept copy would name the community as it was.
    expect(isPrecached('manifest.webmanifest')).toBe(false);
    expect(isHashedAsset('assets/main-AbCd1234.js')).toBe(true);
    expect(isHashedAsset('icons/icon-192.png')).toBe(false);
    expect(isHashedAsset('index.html')).toBe(false);
  });

  it('replaces exactly one placeholder', () => {
    const entries: PrecacheEntry[] = [{ url: '/index.html', revision: 'abc' }];
    expect(injectManifest('precacheAndRoute(self.__WB_MANIFEST);', entries)).toBe(
      'precacheAndRoute([{"url":"/index.html","revision":"abc"}]);',
    );
    expect(() => injectManifest('nothing here', entries)).toThrow(/exactly one/);
    expect(() => injectManifest('self.__WB_MANIFEST; self.__WB_MANIFEST', entries)).toThrow(/found 2/);
  });
});

describe('service worker build', () => {
  it('writes dist/sw.js with the app files as its precache list', async () => {
    await build({
      configFile: resolve(import.meta.dirname, '../../vite.sw.config.ts'),
      root: resolve(import.meta.dirname, '../..'),
      logLevel: 'silent',
      build: { outDir: dist },
    });
    const sw = await readFile(join(dist, 'sw.js'), 'utf8');
    expect(sw).not.toContain('__WB_MANIFEST');
    // The minifier may change quotes, so match entries loosely.
    const q = '["\'`]';
    const entry = (url: string, revision: string) => new RegExp(`${q}?url${q}?:${q}${url}${q},${q}?revision${q}?:${revision}`);
    expect(sw).toMatch(entry('/index\\.html', `${q}[0-9a-f]{16}${q}`));
    expect(sw).toMatch(entry('/assets/index-Bx3k9aQ2\\.js', 'null'));
    expect(sw).not.toContain('.vite/manifest.json');
    expect(sw).not.toMatch(entry('/sw\\.js', '.'));
    // One file: no imports left for the browser to resolve.
    expect(sw).not.toMatch(/^import /m);
    // The app build's files are still there.
    await expect(readFile(join(dist, 'index.html'), 'utf8')).resolves.toContain('root');
  }, 60_000);
});
