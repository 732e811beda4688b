// No answer of any route carries the caller's session secret or refresh token: only a sign-in answers a session.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../schema/session';
import { registeredRoutes, type RegisteredRoute } from './support/route-list';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

/** Values that open something in the seeded community (an id, the first group's key), so handlers reach their answers. */
const PLAIN_PARAMS = ['1', 'welcome'];
const fill = (url: string, value: string) => url.replace(/:\w+/g, value).replace(/\*$/, value);

describe.each(drivers)('session secrets in answers on %s', (driver) => {
  // With the E2E hooks on, so their routes (payments' clock, card, renewals) are walked too.
  const ctx = useTestApp(driver, { app: () => ({ rateLimitMultiplier: 1_000, realtime: { longPollMs: 200 }, e2eHooks: true }) });
  let routes: RegisteredRoute[];
  beforeAll(() => {
    routes = registeredRoutes(ctx.app);
  });

  /** A live session of this member; a walked sign-out or session end may have ended the last one. */
  const sessions = new Map<string, Session>();
  async function liveSession(email: string): Promise<Session> {
    const known = sessions.get(email);
    if (known && (await ctx.api.call('GET', '/api/v1/me', { session: known })).status === 200) return known;
    const fresh = await ctx.api.login(email);
    sessions.set(email, fresh);
    return fresh;
  }

  it('walks every route as a member and a host, with the session in headers and in the query: no answer carries it', { timeout: 240_000 }, async () => {
    expect(routes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let answered = 0;
    for (const route of routes) {
      for (const email of ['member@example.com', 'admin@example.com']) {
        for (const url of /[:*]/.test(route.url) ? PLAIN_PARAMS.map((p) => fill(route.url, p)) : [route.url]) {
          for (const inQuery of [false, true]) {
            const s = await liveSession(email);
            const credentials = { 'X-Secret-Id': s.secret_id, 'X-Secret': s.secret };
            const res = await ctx.app.inject({
              method: route.method as 'GET',
              url: inQuery ? `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(credentials)}` : url,
              headers: { ...(inQuery ? {} : { 'x-secret-id': s.secret_id, 'x-secret': s.secret }), ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }) },
              payload: route.method === 'GET' ? undefined : '{}',
            });
            answered += 1;
            const answer = `${JSON.stringify(res.headers)}\n${res.body}`;
            for (const [what, token] of [['secret', s.secret], ['refresh token', s.refresh_token]] as const) {
              if (answer.includes(token)) leaks.push(`${route.method} ${url} (${email}${inQuery ? ', in the query' : ''}) -> ${res.statusCode} carries the ${what}`);
            }
          }
        }
      }
    }
    expect(answered).toBeGreaterThan(routes.length * 4);
    expect(leaks).toEqual([]);
  });

  it('the sign-in answers the session, and the realtime credentials answer does not', async () => {
    const s = await ctx.api.login('member@example.com');
    expect(s.secret).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const creds = await ctx.api.call('GET', '/api/v2/pubnub_publish_key', { session: s });
    expect(creds.status).toBe(200);
    expect(JSON.stringify(creds.body)).not.toContain(s.secret);
  });
});
