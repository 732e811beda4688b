// What a browser and a cache are told: security headers, cache lifetimes and precompressed answers of the built app.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_HOOKS_META } from '../../schema/e2e-hooks';
import { contentSecurityPolicy, CONTENT_SECURITY_POLICY, PUBNUB_CONNECT_SOURCES } from '../../server/http/security-headers';
import { inputsHash, readStamp } from '../../scripts/build-stamp';
import { precompress } from '../../scripts/precompress';
import { TMP } from './support/db-templates';
import { useTestApp } from './support/test-app';

const SHELL = '<!doctype html><html lang="en"><head><title>Community</title><script type="module" src="/assets/index-AbCd1234.js"></script></head><body><div id="root"></div></body></html>';
// Large enough to be worth compressing, like any real bundle.
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const SW = `self.addEventListener('fetch', () => {}); // ${'precache '.repeat(200)}\n`;
const MANIFEST = JSON.stringify({ name: 'Community', icons: [], padding: 'x'.repeat(1200) });

const staticDir = path.join(TMP, `http-headers-dist-${process.pid}`);
beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(staticDir, 'assets/index-AbCd1234.js'), BUNDLE);
  fs.writeFileSync(path.join(staticDir, 'sw.js'), SW);
  fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), MANIFEST);
  await precompress(staticDir);
});
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const t = useTestApp('pglite', { app: () => ({ staticDir }) });
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
const file = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

function directives(csp: unknown): Map<string, string> {
  return new Map(String(csp).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values.join(' ')]));
}

describe('the app shell and deep links', () => {
  it('carry a policy that allows only this origin\'s scripts, workers and connections, and no framing by others', async () => {
    for (const url of ['/', '/groups/welcome/posts/7', '/login']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      const csp = directives(res.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toBe("'self'");
      expect(csp.get('worker-src'), url).toBe("'self'");
      expect(csp.get('connect-src'), url).toBe("'self'");
      expect(csp.get('object-src'), url).toBe("'none'");
      expect(csp.get('base-uri'), url).toBe("'self'");
      expect(csp.get('frame-ancestors'), url).toBe("'self'");
      expect(csp.get('img-src'), url).toContain("'self'");
      expect([...csp.values()].join(' '), url).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('let the engine reach PubNub only when realtime goes through PubNub, and change nothing else', () => {
    const withPubnub = directives(contentSecurityPolicy(PUBNUB_CONNECT_SOURCES));
    const own = directives(CONTENT_SECURITY_POLICY);
    expect(withPubnub.get('connect-src')).toBe("'self' https://*.pndsn.com");
    expect(own.get('connect-src')).toBe("'self'");
    withPubnub.delete('connect-src');
    own.delete('connect-src');
    expect(withPubnub).toEqual(own);
  });

  it('let Stripe.js load, frame and call Stripe only when the community sells through Stripe', () => {
    const withStripe = directives(contentSecurityPolicy([], true));
    expect(withStripe.get('script-src')).toBe("'self' https://js.stripe.com");
    expect(withStripe.get('frame-src')).toBe('https://js.stripe.com https://hooks.stripe.com');
    expect(withStripe.get('connect-src')).toBe("'self' https://api.stripe.com");
    const own = directives(CONTENT_SECURITY_POLICY);
    expect(own.get('script-src')).toBe("'self'");
    expect(own.has('frame-src')).toBe(false);
  });

  it('are sent whole even to a browser that accepts brotli, since HTML is never precompressed', async () => {
    const res = await page('/groups/welcome', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<div id="root">');
  });
});

describe('static files', () => {
  it('hashed assets are cached for a year, immutable; index.html, the manifest and the service worker are revalidated', async () => {
    expect((await file('/assets/index-AbCd1234.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/index.html', '/sw.js', '/manifest.webmanifest']) {
      const res = await file(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    // The manifest is the server's, made from the configuration: a file of that name left in dist/ is never served.
    expect(JSON.parse((await file('/manifest.webmanifest')).body)).toMatchObject({ name: 'Harbour Lights', display: 'standalone' });
  });

  it('go out as brotli when accepted, gzip when only gzip is, and as they are otherwise, each saying it varies', async () => {
    const url = '/assets/index-AbCd1234.js';
    const br = await file(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 2);
    expect(String(br.headers['content-type'])).toMatch(/javascript/);

    const gz = await file(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);

    for (const plain of [await file(url), await file(url, 'identity')]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(BUNDLE);
    }
    for (const res of [br, gz]) {
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await file('/sw.js', 'br')).headers['content-encoding']).toBe('br');
  });
});

describe('API answers', () => {
  it('are nosniff and never stored, whether public, a member\'s own data or an error', async () => {
    const session = await t.api.login('member@example.com');
    const answers = [
      await t.api.call('GET', '/api/v1/configuration'),
      await t.api.call('GET', '/api/v2/groups', { session }),
      await t.api.call('GET', '/api/v1/me'),
      await t.api.call('GET', '/api/v9/nothing-here'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('a server marked for end-to-end tests', () => {
  const marked = useTestApp('pglite', { app: () => ({ staticDir, e2eHooks: true }) });

  it('still marks its shell, under the same policy', async () => {
    const res = await marked.app.inject({ method: 'GET', url: '/groups/welcome', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(res.body).toContain(`<meta name="${E2E_HOOKS_META}"`);
    expect(directives(res.headers['content-security-policy']).get('script-src')).toBe("'self'");
  });
});

describe('the build stamp', () => {
  it('changes with any input of the build, so npm start rebuilds exactly when something changed', () => {
    const root = path.join(TMP, `build-stamp-${process.pid}`);
    fs.mkdirSync(path.join(root, 'src'), { recursive: true });
    fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
    try {
      fs.writeFileSync(path.join(root, 'package-lock.json'), '{}');
      fs.writeFileSync(path.join(root, 'src/main.tsx'), 'one');
      const first = inputsHash(root);
      expect(inputsHash(root)).toBe(first);
      fs.writeFileSync(path.join(root, 'dist/.build-stamp'), `${first}\n`);
      expect(readStamp(root)).toBe(first);

      fs.writeFileSync(path.join(root, 'src/main.tsx'), 'two');
      const edited = inputsHash(root);
      expect(edited).not.toBe(first);
      fs.writeFileSync(path.join(root, 'src/extra.ts'), '');
      expect(inputsHash(root)).not.toBe(edited);
      fs.rmSync(path.join(root, 'src/extra.ts'));
      fs.writeFileSync(path.join(root, 'package-lock.json'), '{"lockfileVersion":3}');
      expect(inputsHash(root)).not.toBe(edited);
      // Output and notes are not inputs.
      const current = inputsHash(root);
      fs.writeFileSync(path.join(root, 'dist/extra.js'), 'x');
      fs.writeFileSync(path.join(root, 'NOTES.md'), 'x');
      expect(inputsHash(root)).toBe(current);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
