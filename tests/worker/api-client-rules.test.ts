// The API client's request rules (docs/product.md 7) against a real scripted HTTP server: headers, retries and delays, time-out, validation.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_VERSION } from '../../schema/constants';
import { errorInfo } from '../../worker/api-error';
import { BASE_DELAY, clientFor, failure, oldSession, useScriptedServer } from './helpers/client-setup';
import { json } from './helpers/scripted-server';

const ctx = useScriptedServer();

describe('headers', () => {
  it('sends Accept, the client revision on /api/ paths, the session and the console preview flag', async () => {
    ctx.server.handle((_req, res) => json(res, 200, { ok: true }));
    const { client } = clientFor(ctx.server, oldSession, { consolePreview: () => true });
    await client.request('GET', '/api/v1/me');
    await client.request('GET', '/health');
    const [api, other] = ctx.server.seen;
    expect(api?.headers.accept).toBe('application/json');
    expect(api?.headers['x-client-revision']).toBe(APP_VERSION);
    expect(api?.headers['x-secret-id']).toBe('sid1');
    expect(api?.headers['x-secret']).toBe('old-secret');
    expect(api?.headers['x-console-preview']).toBe('true');
    expect(other?.headers.accept).toBe('application/json');
    expect(other?.headers['x-client-revision']).toBeUndefined();
  });

  it('sends no session headers when signed out, and JSON bodies with query parameters', async () => {
    ctx.server.handle((_req, res) => json(res, 200, { ok: true }));
    const { client } = clientFor(ctx.server, null);
    await client.request('POST', '/api/v2/walls/w/posts', { body: { body: 'hi' }, query: { a: 1, b: undefined } });
    const [req] = ctx.server.seen;
    expect(req?.headers['x-secret-id']).toBeUndefined();
    expect(req?.headers['x-console-preview']).toBeUndefined();
    expect(req?.headers['content-type']).toContain('application/json');
    expect(req?.path).toBe('/api/v2/walls/w/posts?a=1');
    expect(req?.body).toEqual({ body: 'hi' });
  });
});

describe('retries', () => {
  it('retries a 503 twice with delays of 1 x and 2 x the base, then succeeds', async () => {
    ctx.server.handle((_req, res, nth) => (nth < 3 ? json(res, 503, { errors: ['down'] }) : json(res, 200, { n: nth })));
    const { client } = clientFor(ctx.server);
    await expect(client.request('GET', '/api/v2/groups')).resolves.toEqual({ n: 3 });
    const times = ctx.server.seen.map((r) => r.at);
    expect(times).toHaveLength(3);
    const [t0, t1, t2] = times as [number, number, number];
    expect(t1 - t0).toBeGreaterThanOrEqual(BASE_DELAY - 5);
    expect(t2 - t1).toBeGreaterThanOrEqual(2 * BASE_DELAY - 5);
    expect(t2 - t1).toBeGreaterThan(t1 - t0);
  });

  it("waits the product's 1 s before the first retry by default", async () => {
    ctx.server.handle((_req, res, nth) => (nth < 2 ? json(res, 500, { errors: ['oops'] }) : json(res, 200, { ok: true })));
    const { client } = clientFor(ctx.server, oldSession, { retryDelayMs: undefined });
    await client.request('GET', '/api/v2/groups');
    const [t0, t1] = ctx.server.seen.map((r) => r.at) as [number, number];
    expect(t1 - t0).toBeGreaterThanOrEqual(995);
  });

  it('gives up after 2 retries of a 429 and reports the status and the errors as text', async () => {
    ctx.server.handle((_req, res) => json(res, 429, { errors: ['Too many', 'Slow down'] }));
    const { client } = clientFor(ctx.server);
    const error = await failure(client.request('GET', '/api/v2/groups'));
    expect(ctx.server.seen).toHaveLength(3);
    expect(errorInfo(error)).toEqual({ code: 429, data: 'Too many\nSlow down' });
    expect(error.message).toBe('Too many\nSlow down');
  });

  it('retries network errors and reports them as code -1', async () => {
    ctx.server.handle((_req, res) => {
      res.socket?.destroy();
    });
    const reach: boolean[] = [];
    const { client } = clientFor(ctx.server, oldSession, { onReachability: (r) => reach.push(r) });
    const error = await failure(client.request('GET', '/api/v2/groups'));
    expect(ctx.server.seen).toHaveLength(3);
    expect(error.kind).toBe('network');
    expect(errorInfo(error)).toEqual({ code: -1, data: '' });
    expect(reach).toEqual([false, false, false]);
  });

  it('does not retry a 4xx other than 429', async () => {
    ctx.server.handle((_req, res) => json(res, 422, { errors: ['A post needs some text.'] }));
    const { client } = clientFor(ctx.server);
    const error = await failure(client.request('POST', '/api/v2/walls/w/posts', { body: { body: '' } }));
    expect(ctx.server.seen).toHaveLength(1);
    expect(errorInfo(error)).toEqual({ code: 422, data: 'A post needs some text.' });
  });

  it.each(['/api/v1/sessions', '/api/v1/sessions/abc/refresh', '/api/v1/accounts', '/api/v2/magic_sessions'])(
    'never retries the session path %s',
    async (path) => {
      ctx.server.handle((_req, res) => json(res, 503, { errors: ['down'] }));
      const { client } = clientFor(ctx.server);
      const error = await failure(client.request('POST', path, { body: {} }));
      expect(error.code).toBe(503);
      expect(ctx.server.seen).toHaveLength(1);
    },
  );

  it('times out with code 408 and does not retry the time-out', async () => {
    ctx.server.handle(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 400));
      if (!res.destroyed) json(res, 200, {});
    });
    const { client } = clientFor(ctx.server, oldSession, { timeoutMs: 60 });
    const started = performance.now();
    const error = await failure(client.request('GET', '/api/v2/groups'));
    expect(errorInfo(error)).toEqual({ code: 408, data: '' });
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(350);
    expect(ctx.server.seen).toHaveLength(1);
  });

  it('reports an answer of the wrong shape as code -1 with a clear message', async () => {
    ctx.server.handle((_req, res) => json(res, 200, { groups: 'nope' }));
    const { client } = clientFor(ctx.server);
    const schema = z.object({ groups: z.array(z.string()) });
    const error = await failure(client.request('GET', '/api/v2/groups', { schema }));
    expect(error.code).toBe(-1);
    expect(error.kind).toBe('invalid');
    expect(error.message).toContain('Unexpected response from GET /api/v2/groups');
    expect(error.message).toContain('groups');
  });

  it('gives -1 for anything that is not an API error', () => {
    expect(errorInfo(new Error('boom'))).toEqual({ code: -1, data: '' });
  });
});

