// The API client's rules (spec 7 and 8) against a real scripted HTTP server: headers, retries, time-out, refresh, unauthorized.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_VERSION } from '../../schema/constants';
import { createApiClient, type ApiClientOptions } from '../../worker/api-client';
import { ApiError, errorInfo } from '../../worker/api-error';
import { memorySessionStore, type StoredSession } from '../../worker/session-store';
import { json, startScriptedServer, type ScriptedServer } from './helpers/scripted-server';

const BASE_DELAY = 40;
const oldSession: StoredSession = { secret_id: 'sid1', secret: 'old-secret', refresh_token: 'rt1', user_id: 7 };
const freshSession = {
  secret_id: 'sid1',
  secret: 'new-secret',
  authentication_token: 'rt2',
  refresh_token: 'rt2',
  user_id: 7,
};

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

function setup(session: StoredSession | null = oldSession, extra: Partial<ApiClientOptions> = {}) {
  const sessions = memorySessionStore(session);
  const events: string[] = [];
  const client = createApiClient({
    baseUrl: server.url,
    sessions,
    retryDelayMs: BASE_DELAY,
    timeoutMs: 2_000,
    onUnauthorized: () => events.push('unauthorized'),
    onRefreshSessionError: () => events.push('refresh-session-error'),
    ...extra,
  });
  return { client, sessions, events };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the request to fail');
}

/** A refresh endpoint that answers the fresh session after `delayMs`. */
function isRefresh(path: string) {
  return path === '/api/v1/sessions/sid1/refresh';
}

describe('headers', () => {
  it('sends Accept, the client revision on /api/ paths, the session and the console preview flag', async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    const { client } = setup(oldSession, { consolePreview: () => true });
    await client.request('GET', '/api/v1/me');
    await client.request('GET', '/health');
    const [api, other] = server.seen;
    expect(api?.headers.accept).toBe('application/json');
    expect(api?.headers['x-client-revision']).toBe(APP_VERSION);
    expect(api?.headers['x-secret-id']).toBe('sid1');
    expect(api?.headers['x-secret']).toBe('old-secret');
    expect(api?.headers['x-console-preview']).toBe('true');
    expect(other?.headers.accept).toBe('application/json');
    expect(other?.headers['x-client-revision']).toBeUndefined();
  });

  it('sends no session headers when signed out, and JSON bodies with query parameters', async () => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    const { client } = setup(null);
    await client.request('POST', '/api/v2/walls/w/posts', { body: { body: 'hi' }, query: { a: 1, b: undefined } });
    const [req] = server.seen;
    expect(req?.headers['x-secret-id']).toBeUndefined();
    expect(req?.headers['x-console-preview']).toBeUndefined();
    expect(req?.headers['content-type']).toContain('application/json');
    expect(req?.path).toBe('/api/v2/walls/w/posts?a=1');
    expect(req?.body).toEqual({ body: 'hi' });
  });
});

describe('retries', () => {
  it('retries a 503 twice with delays of 1 x and 2 x the base, then succeeds', async () => {
    server.handle((_req, res, nth) => (nth < 3 ? json(res, 503, { errors: ['down'] }) : json(res, 200, { n: nth })));
    const { client } = setup();
    await expect(client.request('GET', '/api/v2/groups')).resolves.toEqual({ n: 3 });
    const times = server.seen.map((r) => r.at);
    expect(times).toHaveLength(3);
    const [t0, t1, t2] = times as [number, number, number];
    expect(t1 - t0).toBeGreaterThanOrEqual(BASE_DELAY - 5);
    expect(t2 - t1).toBeGreaterThanOrEqual(2 * BASE_DELAY - 5);
    expect(t2 - t1).toBeGreaterThan(t1 - t0);
  });

  it('gives up after 2 retries of a 429 and reports the status and the errors as text', async () => {
    server.handle((_req, res) => json(res, 429, { errors: ['Too many', 'Slow down'] }));
    const { client } = setup();
    const error = await failure(client.request('GET', '/api/v2/groups'));
    expect(server.seen).toHaveLength(3);
    expect(errorInfo(error)).toEqual({ code: 429, data: 'Too many\nSlow down' });
    expect(error.message).toBe('Too many\nSlow down');
  });

  it('retries network errors and reports them as code -1', async () => {
    server.handle((_req, res) => {
      res.socket?.destroy();
    });
    const reach: boolean[] = [];
    const { client } = setup(oldSession, { onReachability: (r) => reach.push(r) });
    const error = await failure(client.request('GET', '/api/v2/groups'));
    expect(server.seen).toHaveLength(3);
    expect(error.kind).toBe('network');
    expect(errorInfo(error)).toEqual({ code: -1, data: '' });
    expect(reach).toEqual([false, false, false]);
  });

  it('does not retry a 4xx other than 429', async () => {
    server.handle((_req, res) => json(res, 422, { errors: ['A post needs some text.'] }));
    const { client } = setup();
    const error = await failure(client.request('POST', '/api/v2/walls/w/posts', { body: { body: '' } }));
    expect(server.seen).toHaveLength(1);
    expect(errorInfo(error)).toEqual({ code: 422, data: 'A post needs some text.' });
  });

  it.each(['/api/v1/sessions', '/api/v1/sessions/abc/refresh', '/api/v1/accounts', '/api/v2/magic_sessions'])(
    'never retries the session path %s',
    async (path) => {
      server.handle((_req, res) => json(res, 503, { errors: ['down'] }));
      const { client } = setup();
      const error = await failure(client.request('POST', path, { body: {} }));
      expect(error.code).toBe(503);
      expect(server.seen).toHaveLength(1);
    },
  );

  it('times out with code 408 and does not retry the time-out', async () => {
    server.handle(async (_req, res) => {
      await new Promise((r) => setTimeout(r, 400));
      if (!res.destroyed) json(res, 200, {});
    });
    const { client } = setup(oldSession, { timeoutMs: 60 });
    const started = performance.now();
    const error = await failure(client.request('GET', '/api/v2/groups'));
    expect(errorInfo(error)).toEqual({ code: 408, data: '' });
    expect(error.kind).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(350);
    expect(server.seen).toHaveLength(1);
  });

  it('reports an answer of the wrong shape as code -1 with a clear message', async () => {
    server.handle((_req, res) => json(res, 200, { groups: 'nope' }));
    const { client } = setup();
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

describe('session refresh on 403', () => {
  it('refreshes once, then retries the request with the new secret', async () => {
    server.handle((req, res) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      if (req.headers['x-secret'] === 'new-secret') return json(res, 200, { ok: true });
      return json(res, 403, { errors: ['stale'] });
    });
    const { client, sessions, events } = setup();
    await expect(client.request('GET', '/api/v1/me')).resolves.toEqual({ ok: true });
    expect(server.seen.map((r) => r.path)).toEqual(['/api/v1/me', '/api/v1/sessions/sid1/refresh', '/api/v1/me']);
    const refresh = server.seen[1];
    expect(refresh?.method).toBe('POST');
    expect(refresh?.body).toEqual({ secret: 'old-secret', refresh_token: 'rt1' });
    expect(server.seen[2]?.headers['x-secret']).toBe('new-secret');
    expect(await sessions.get()).toEqual({ secret_id: 'sid1', secret: 'new-secret', refresh_token: 'rt2', user_id: 7 });
    expect(events).toEqual([]);
  });

  it('retries the request after the refresh on 5xx, with the new secret', async () => {
    server.handle((req, res, nth) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      if (req.headers['x-secret'] !== 'new-secret') return json(res, 403, { errors: ['stale'] });
      return nth < 4 ? json(res, 502, { errors: ['bad gateway'] }) : json(res, 200, { ok: nth });
    });
    const { client } = setup();
    await expect(client.request('GET', '/api/v1/me')).resolves.toEqual({ ok: 4 });
    const me = server.seen.filter((r) => r.path === '/api/v1/me');
    expect(me.map((r) => r.headers['x-secret'])).toEqual(['old-secret', 'new-secret', 'new-secret', 'new-secret']);
  });

  it('shares one refresh between concurrent 403s', async () => {
    server.handle(async (req, res) => {
      if (isRefresh(req.path)) {
        await new Promise((r) => setTimeout(r, 80));
        return json(res, 200, freshSession);
      }
      if (req.headers['x-secret'] === 'new-secret') return json(res, 200, { path: req.path });
      return json(res, 403, { errors: ['stale'] });
    });
    const { client } = setup();
    const paths = ['/api/v2/groups', '/api/v3/account/groups', '/api/v1/me', '/api/v1/startup'];
    const results = await Promise.all(paths.map((p) => client.request('GET', p)));
    expect(results).toEqual(paths.map((path) => ({ path })));
    expect(server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('does not refresh again for a 403 of a request sent before the refresh finished', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.handle(async (req, res) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      if (req.path === '/api/v1/startup' && req.headers['x-secret'] === 'old-secret') await held;
      if (req.headers['x-secret'] === 'new-secret') return json(res, 200, { ok: true });
      return json(res, 403, { errors: ['stale'] });
    });
    const { client } = setup();
    const slow = client.request('GET', '/api/v1/startup');
    await client.request('GET', '/api/v1/me');
    release();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('on a non-500 refresh failure: clears the session, emits refresh-session-error then unauthorized', async () => {
    server.handle((req, res) =>
      isRefresh(req.path) ? json(res, 401, { errors: ['expired'] }) : json(res, 403, { errors: ['stale'] }),
    );
    const { client, sessions, events } = setup();
    const error = await failure(client.request('GET', '/api/v1/me'));
    expect(error.code).toBe(403);
    expect(error.unauthorized).toBe(true);
    expect(events).toEqual(['refresh-session-error', 'unauthorized']);
    expect(await sessions.get()).toBeNull();
    expect(server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('keeps the session when the refresh fails with a 500, and is not retried', async () => {
    server.handle((req, res) =>
      isRefresh(req.path) ? json(res, 500, { errors: ['oops'] }) : json(res, 403, { errors: ['stale'] }),
    );
    const { client, sessions, events } = setup();
    await failure(client.request('GET', '/api/v1/me'));
    expect(events).toEqual(['refresh-session-error', 'unauthorized']);
    expect(await sessions.get()).toEqual(oldSession);
    expect(server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('treats a 403 that outlives a successful refresh as a refusal of the action, not of the session', async () => {
    server.handle((req, res) =>
      isRefresh(req.path) ? json(res, 200, freshSession) : json(res, 403, { errors: ['You cannot post in this group.'] }),
    );
    const { client, events, sessions } = setup();
    const error = await failure(client.request('POST', '/api/v2/walls/announcements/posts', { body: { body: 'x' } }));
    expect(errorInfo(error)).toEqual({ code: 403, data: 'You cannot post in this group.' });
    expect(error.unauthorized).toBe(false);
    expect(events).toEqual([]);
    expect((await sessions.get())?.secret).toBe('new-secret');
    expect(server.seen.map((r) => r.headers['x-secret'] ?? 'refresh')).toEqual(['old-secret', 'refresh', 'new-secret']);
  });

  it('raises unauthorized when the request after the refresh gets a 401', async () => {
    server.handle((req, res) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      return json(res, req.headers['x-secret'] === 'new-secret' ? 401 : 403, { errors: ['no'] });
    });
    const { client, events } = setup();
    const error = await failure(client.request('GET', '/api/v1/me'));
    expect(error.unauthorized).toBe(true);
    expect(events).toEqual(['unauthorized']);
  });

  it('does not refresh a 403 sent without a session, nor on a session path', async () => {
    server.handle((_req, res) => json(res, 403, { errors: ['Sorry, you do not have access to this community.'] }));
    const signedOut = setup(null);
    expect((await failure(signedOut.client.request('GET', '/api/v1/startup'))).code).toBe(403);
    const signedIn = setup();
    const login = await failure(signedIn.client.request('POST', '/api/v1/sessions', { body: {} }));
    expect(login.data).toBe('Sorry, you do not have access to this community.');
    expect(server.seen.some((r) => isRefresh(r.path))).toBe(false);
    expect([...signedOut.events, ...signedIn.events]).toEqual([]);
  });
});

describe('401', () => {
  it('raises the unauthorized event and aborts every pending request', async () => {
    server.handle(async (req, res) => {
      if (req.path === '/api/v2/groups') {
        await new Promise((r) => setTimeout(r, 1_000));
        if (!res.destroyed) json(res, 200, {});
        return;
      }
      json(res, 401, { errors: ['Please sign in to continue.'] });
    });
    const { client, events } = setup();
    const slow = failure(client.request('GET', '/api/v2/groups'));
    await new Promise((r) => setTimeout(r, 30));
    const refused = await failure(client.request('GET', '/api/v1/me'));
    expect(refused.code).toBe(401);
    expect(refused.unauthorized).toBe(true);
    expect(events).toEqual(['unauthorized']);
    const aborted = await slow;
    expect(aborted.kind).toBe('aborted');
    expect(errorInfo(aborted).code).toBe(-1);
  });

  it('aborts a request waiting between retries', async () => {
    server.handle((req, res) =>
      req.path === '/api/v2/groups' ? json(res, 503, { errors: ['down'] }) : json(res, 401, { errors: ['x'] }),
    );
    const { client } = setup(oldSession, { retryDelayMs: 500 });
    const waiting = failure(client.request('GET', '/api/v2/groups'));
    await new Promise((r) => setTimeout(r, 50));
    await failure(client.request('GET', '/api/v1/me'));
    expect((await waiting).kind).toBe('aborted');
    expect(server.seen.filter((r) => r.path === '/api/v2/groups')).toHaveLength(1);
  });

  it('is a plain error when the request asks for no auth events', async () => {
    server.handle((_req, res) => json(res, 401, { errors: ['x'] }));
    const { client, events } = setup();
    await failure(client.request('DELETE', '/api/v1/session', { authEvents: false }));
    expect(events).toEqual([]);
  });
});
