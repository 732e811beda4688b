// The HTTP edges: malformed and hostile input never causes a 500, unknown API routes, and serving the built app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { buildApp } from '../../server/app';
import { createTestDb, drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('hostile input on %s', (driver) => {
  const ctx = useTestApp(driver);
  let s: Session;
  beforeAll(async () => {
    s = await ctx.api.login('member@example.com');
  });

  it('answers malformed JSON 400, an oversized body 413, a foreign content type 415', async () => {
    const bad = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, payload: '{"body": "unterminated' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errors: [messages.badRequest] });
    const big = await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { session: s, body: { body: 'x'.repeat(300_000) } });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ errors: [messages.requestTooLarge] });
    const text = await ctx.api.call('POST', '/api/v1/sessions', { payload: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/v9/nothing'],
      ['POST', '/api/v2/groups'],
      ['GET', '/'],
    ] as const) {
      const res = await ctx.api.call(method, url);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [messages.notFound] });
    }
  });

  it('never answers 500 to junk', async () => {
    const junkBodies: unknown[] = [null, 0, 'text', [], [1, 2], { body: 42 }, { body: ['a'] }, { body: { $ne: 1 } }, { body: 'nul\u0000byte' }, { body: '\ud800' }, { email: 5, password: [] }];
    const junkPaths = [
      '/api/v2/posts/abc',
      '/api/v2/posts/-1',
      '/api/v2/posts/1e400',
      '/api/v2/posts/99999999999999999999',
      '/api/v2/posts/0x10',
      '/api/v2/walls/UPPER/recent_posts',
      '/api/v2/walls/%00/recent_posts',
      '/api/v2/walls/welcome/recent_posts?limit=abc',
      '/api/v2/walls/welcome/recent_posts?cursor=a&cursor=b',
      `/api/v2/walls/welcome/recent_posts?cursor=${'A'.repeat(500)}`,
      '/api/v1/sync?cursor=1e309',
      '/api/v1/sync?cursor=99999999999999999999',
      '/api/v2/groups/abc/membership',
      '/api/v1/sessions/%E0%A4%A/refresh',
      '/api/v1/me?X-Secret-Id=a&X-Secret-Id=b&X-Secret=c',
      '/api/v1/me?X-Secret-Id=%00&X-Secret=%00',
      '/api/v1/sessions/%00/refresh',
      '/api/v2/walls/welcome/recent_posts?cursor=%00',
    ];
    const statuses: number[] = [];
    const failures: string[] = [];
    const record = (what: string, status: number) => {
      statuses.push(status);
      if (status >= 500) failures.push(`${what} -> ${status}`);
    };
    for (const url of junkPaths) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await ctx.api.call(method, url, { session: s, body: method === 'POST' ? { body: 'hello' } : undefined });
        record(`${method} ${url}`, res.status);
      }
    }
    for (const body of junkBodies) {
      for (const url of ['/api/v2/walls/welcome/posts', '/api/v1/sessions', '/api/v1/sessions/x/refresh']) {
        const payload = JSON.stringify(body);
        record(`POST ${url} ${payload}`, (await ctx.api.call('POST', url, { session: s, payload })).status);
      }
    }
    const oddHeaders: Record<string, string>[] = [
      { 'x-secret-id': 'x'.repeat(5000), 'x-secret': 'y' },
      { 'x-secret-id': '', 'x-secret': '' },
      { 'idempotency-key': 'x'.repeat(500) },
    ];
    for (const headers of oddHeaders) {
      record(`headers ${Object.keys(headers).join()}`, (await ctx.api.call('POST', '/api/v2/walls/welcome/posts', { headers, body: { body: 'hi' } })).status);
    }
    expect(failures).toEqual([]);
    expect(statuses.every((code) => code >= 200)).toBe(true);
  });
});

describe('serving the built app', () => {
  let dir: string;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
    fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{}');
    const testDb = await createTestDb('pglite', { seed: false });
    app = await buildApp({ db: testDb.db, staticDir: dir });
    await app.listen({ host: '127.0.0.1', port: 0 });
    close = async () => {
      await app.close();
      await testDb.dispose();
    };
  });
  afterAll(async () => {
    await close?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return fetch(`http://127.0.0.1:${port}${url}`, { headers });
  };

  it('serves index.html and sw.js uncached, hashed assets immutable', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toContain('<title>app</title>');
    const sw = await get('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const asset = await get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers deep links with the app shell, but not API routes or missing assets', async () => {
    for (const url of ['/posts/12', '/groups/5/latest', '/profile/settings/emails']) {
      const res = await get(url, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<title>app</title>');
    }
    const api = await get('/api/v1/nothing');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ errors: [messages.notFound] });
    expect((await get('/assets/missing-123.js')).status).toBe(404);
    const config = await get('/api/v1/configuration');
    expect(config.status).toBe(200);
  });
});
