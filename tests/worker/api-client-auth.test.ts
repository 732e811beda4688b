// The API client's session rules (docs/product.md 8) against a real scripted HTTP server: one shared refresh, unauthorized, aborts.
import { describe, expect, it } from 'vitest';
import { errorInfo } from '../../worker/api-error';
import type { StoredSession } from '../../worker/session-store';
import { clientFor, failure, freshSession, isRefresh, oldSession, useScriptedServer } from './helpers/client-setup';
import { json } from './helpers/scripted-server';

const ctx = useScriptedServer();

describe('session refresh on 403', () => {
  it('refreshes once, then retries the request with the new secret', async () => {
    ctx.server.handle((req, res) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      if (req.headers['x-secret'] === 'new-secret') return json(res, 200, { ok: true });
      return json(res, 403, { errors: ['stale'] });
    });
    const { client, sessions, events } = clientFor(ctx.server);
    await expect(client.request('GET', '/api/v1/me')).resolves.toEqual({ ok: true });
    expect(ctx.server.seen.map((r) => r.path)).toEqual(['/api/v1/me', '/api/v1/sessions/sid1/refresh', '/api/v1/me']);
    const refresh = ctx.server.seen[1];
    expect(refresh?.method).toBe('POST');
    expect(refresh?.body).toEqual({ secret: 'old-secret', refresh_token: 'rt1' });
    expect(ctx.server.seen[2]?.headers['x-secret']).toBe('new-secret');
    expect(await sessions.get()).toEqual({ secret_id: 'sid1', secret: 'new-secret', refresh_token: 'rt2', user_id: 7 });
    expect(events).toEqual([]);
  });

  it('retries the request after the refresh on 5xx, with the new secret', async () => {
    ctx.server.handle((req, res, nth) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      if (req.headers['x-secret'] !== 'new-secret') return json(res, 403, { errors: ['stale'] });
      return nth < 4 ? json(res, 502, { errors: ['bad gateway'] }) : json(res, 200, { ok: nth });
    });
    const { client } = clientFor(ctx.server);
    await expect(client.request('GET', '/api/v1/me')).resolves.toEqual({ ok: 4 });
    const me = ctx.server.seen.filter((r) => r.path === '/api/v1/me');
    expect(me.map((r) => r.headers['x-secret'])).toEqual(['old-secret', 'new-secret', 'new-secret', 'new-secret']);
  });

  it('sends the session a request was given, and after a refresh the stored one', async () => {
    ctx.server.handle((req, res) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      if (req.headers['x-secret'] === 'new-secret') return json(res, 200, { ok: true });
      return json(res, 403, { errors: ['stale'] });
    });
    const { client } = clientFor(ctx.server);
    await expect(client.request('GET', '/api/v1/sync', { session: oldSession })).resolves.toEqual({ ok: true });
    const sync = ctx.server.seen.filter((r) => r.path === '/api/v1/sync');
    expect(sync.map((r) => r.headers['x-secret'])).toEqual(['old-secret', 'new-secret']);
  });

  it('shares one refresh between concurrent 403s', async () => {
    ctx.server.handle(async (req, res) => {
      if (isRefresh(req.path)) {
        await new Promise((r) => setTimeout(r, 80));
        return json(res, 200, freshSession);
      }
      if (req.headers['x-secret'] === 'new-secret') return json(res, 200, { path: req.path });
      return json(res, 403, { errors: ['stale'] });
    });
    const { client } = clientFor(ctx.server);
    const paths = ['/api/v2/groups', '/api/v3/account/groups', '/api/v1/me', '/api/v1/startup'];
    const results = await Promise.all(paths.map((p) => client.request('GET', p)));
    expect(results).toEqual(paths.map((path) => ({ path })));
    expect(ctx.server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('does not refresh again for a 403 of a request sent before the refresh finished', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    ctx.server.handle(async (req, res) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      if (req.path === '/api/v1/startup' && req.headers['x-secret'] === 'old-secret') await held;
      if (req.headers['x-secret'] === 'new-secret') return json(res, 200, { ok: true });
      return json(res, 403, { errors: ['stale'] });
    });
    const { client } = clientFor(ctx.server);
    const slow = client.request('GET', '/api/v1/startup');
    await client.request('GET', '/api/v1/me');
    release();
    await expect(slow).resolves.toEqual({ ok: true });
    expect(ctx.server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('on a non-500 refresh failure: clears the session, emits refresh-session-error then unauthorized', async () => {
    ctx.server.handle((req, res) =>
      isRefresh(req.path) ? json(res, 401, { errors: ['expired'] }) : json(res, 403, { errors: ['stale'] }),
    );
    const { client, sessions, events } = clientFor(ctx.server);
    const error = await failure(client.request('GET', '/api/v1/me'));
    expect(error.code).toBe(403);
    expect(error.unauthorized).toBe(true);
    expect(events).toEqual(['refresh-session-error', 'unauthorized']);
    expect(await sessions.get()).toBeNull();
    expect(ctx.server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('keeps the session when the refresh fails with a 500, and is not retried', async () => {
    ctx.server.handle((req, res) =>
      isRefresh(req.path) ? json(res, 500, { errors: ['oops'] }) : json(res, 403, { errors: ['stale'] }),
    );
    const { client, sessions, events } = clientFor(ctx.server);
    await failure(client.request('GET', '/api/v1/me'));
    expect(events).toEqual(['refresh-session-error', 'unauthorized']);
    expect(await sessions.get()).toEqual(oldSession);
    expect(ctx.server.seen.filter((r) => isRefresh(r.path))).toHaveLength(1);
  });

  it('a refresh that cannot reach the server is no refusal: a network error, no events, the session kept', async () => {
    ctx.server.handle((req, res) => {
      if (isRefresh(req.path)) return void res.socket?.destroy();
      json(res, 403, { errors: ['stale'] });
    });
    const { client, sessions, events } = clientFor(ctx.server);
    const error = await failure(client.request('GET', '/api/v1/me'));
    expect(error.kind).toBe('network');
    expect(error.unauthorized).toBe(false);
    expect(events).toEqual([]);
    expect(await sessions.get()).toEqual(oldSession);
  });

  it('treats a 403 that outlives a successful refresh as a refusal of the action, not of the session', async () => {
    ctx.server.handle((req, res) =>
      isRefresh(req.path) ? json(res, 200, freshSession) : json(res, 403, { errors: ['You cannot post in this group.'] }),
    );
    const { client, events, sessions } = clientFor(ctx.server);
    const error = await failure(client.request('POST', '/api/v2/walls/announcements/posts', { body: { body: 'x' } }));
    expect(errorInfo(error)).toEqual({ code: 403, data: 'You cannot post in this group.' });
    expect(error.unauthorized).toBe(false);
    expect(events).toEqual([]);
    expect((await sessions.get())?.secret).toBe('new-secret');
    expect(ctx.server.seen.map((r) => r.headers['x-secret'] ?? 'refresh')).toEqual(['old-secret', 'refresh', 'new-secret']);
  });

  it('raises unauthorized when the request after the refresh gets a 401', async () => {
    ctx.server.handle((req, res) => {
      if (isRefresh(req.path)) return json(res, 200, freshSession);
      return json(res, req.headers['x-secret'] === 'new-secret' ? 401 : 403, { errors: ['no'] });
    });
    const { client, events } = clientFor(ctx.server);
    const error = await failure(client.request('GET', '/api/v1/me'));
    expect(error.unauthorized).toBe(true);
    expect(events).toEqual(['unauthorized']);
  });

  it('does not refresh a 403 sent without a session, nor on a session path', async () => {
    ctx.server.handle((_req, res) => json(res, 403, { errors: ['Sorry, you do not have access to this community.'] }));
    const signedOut = clientFor(ctx.server, null);
    expect((await failure(signedOut.client.request('GET', '/api/v1/startup'))).code).toBe(403);
    const signedIn = clientFor(ctx.server);
    const login = await failure(signedIn.client.request('POST', '/api/v1/sessions', { body: {} }));
    expect(login.data).toBe('Sorry, you do not have access to this community.');
    expect(ctx.server.seen.some((r) => isRefresh(r.path))).toBe(false);
    expect([...signedOut.events, ...signedIn.events]).toEqual([]);
  });
});

describe('401', () => {
  it('raises the unauthorized event and aborts every pending request', async () => {
    ctx.server.handle(async (req, res) => {
      if (req.path === '/api/v2/groups') {
        await new Promise((r) => setTimeout(r, 1_000));
        if (!res.destroyed) json(res, 200, {});
        return;
      }
      json(res, 401, { errors: ['Please sign in to continue.'] });
    });
    const { client, events } = clientFor(ctx.server);
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
    ctx.server.handle((req, res) =>
      req.path === '/api/v2/groups' ? json(res, 503, { errors: ['down'] }) : json(res, 401, { errors: ['x'] }),
    );
    const { client } = clientFor(ctx.server, oldSession, { retryDelayMs: 500 });
    const waiting = failure(client.request('GET', '/api/v2/groups'));
    await new Promise((r) => setTimeout(r, 50));
    await failure(client.request('GET', '/api/v1/me'));
    expect((await waiting).kind).toBe('aborted');
    expect(ctx.server.seen.filter((r) => r.path === '/api/v2/groups')).toHaveLength(1);
  });

  it('on a 401 to a request sent without a session: the event, but nothing else is aborted', async () => {
    ctx.server.handle(async (req, res) => {
      if (req.path === '/api/v2/groups') await new Promise((r) => setTimeout(r, 100));
      json(res, req.path === '/api/v2/groups' ? 200 : 401, req.path === '/api/v2/groups' ? { ok: true } : { errors: ['x'] });
    });
    const refused: (StoredSession | null)[] = [];
    const { client } = clientFor(ctx.server, null, { onUnauthorized: (s) => refused.push(s) });
    const slow = client.request('GET', '/api/v2/groups');
    await new Promise((r) => setTimeout(r, 20));
    await failure(client.request('GET', '/api/v1/me'));
    await expect(slow).resolves.toEqual({ ok: true });
    expect(refused).toEqual([null]);
  });

  it('is a plain error when the request asks for no auth events', async () => {
    ctx.server.handle((_req, res) => json(res, 401, { errors: ['x'] }));
    const { client, events } = clientFor(ctx.server);
    await failure(client.request('DELETE', '/api/v1/session', { authEvents: false }));
    expect(events).toEqual([]);
  });
});
