// Sessions end: idle and absolute lifetimes on an injected clock, and the member's own list of sessions, ended one by one.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { activeSessionsAnswer, type Session } from '../../schema/session';
import { users } from '../../server/domains/account/users-schema';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe.each(drivers)('session lifetimes and the session list on %s', (driver) => {
  let offsetMs = 0;
  const ctx = useTestApp(driver, { app: () => ({ now: () => new Date(Date.now() + offsetMs), sessionIdleDays: 30, sessionAbsoluteDays: 180 }) });
  beforeEach(() => {
    offsetMs = 0;
  });

  const me = (s: Session, agent?: string) => ctx.api.call('GET', '/api/v1/me', { session: s, headers: agent ? { 'user-agent': agent } : {} });
  const refresh = (s: Session) =>
    ctx.api.call<Session>('POST', `/api/v1/sessions/${s.secret_id}/refresh`, { body: { secret: s.secret, refresh_token: s.refresh_token } });
  const list = (s: Session, agent = FIREFOX) => ctx.api.call('GET', '/api/v1/account/sessions', { session: s, headers: { 'user-agent': agent } });

  it('ends a session unused for longer than the idle lifetime: 403, then its refresh fails with 401', async () => {
    const s = await ctx.api.login('noah@example.com');
    offsetMs = 29 * DAY_MS;
    expect((await me(s)).status).toBe(200); // used on day 29: the idle clock starts again
    offsetMs = 58 * DAY_MS;
    expect((await me(s)).status).toBe(200);
    offsetMs = 89 * DAY_MS;
    const stale = await me(s);
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ errors: [messages.sessionInvalid] });
    const refused = await refresh(s);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ errors: [messages.sessionInvalid] });
    offsetMs = 0; // ended for good, not only while the clock is late
    expect((await me(s)).status).toBe(403);
  });

  it('ends a session past the absolute lifetime however often it was used or refreshed', async () => {
    let s = await ctx.api.login('leila@example.com');
    for (let day = 20; day < 180; day += 20) {
      offsetMs = day * DAY_MS;
      const next = await refresh(s);
      expect(next.status, `refresh on day ${day}`).toBe(200);
      s = next.body;
    }
    offsetMs = 181 * DAY_MS;
    expect((await me(s)).status).toBe(403);
    expect((await refresh(s)).status).toBe(401);
  });

  it('lists the member\'s live sessions with device, times and the current one, and ends another one', async () => {
    const laptop = await ctx.api.login('tomas@example.com');
    const phone = await ctx.api.login('tomas@example.com');
    const old = await ctx.api.login('tomas@example.com');
    await me(laptop, FIREFOX);
    await me(phone, IPHONE);
    await ctx.api.call('DELETE', '/api/v1/session', { session: old });

    const res = await list(laptop);
    expect(res.status).toBe(200);
    const { sessions } = activeSessionsAnswer.parse(res.body);
    expect(sessions.map((x) => x.id).sort()).toEqual([laptop.secret_id, phone.secret_id].sort());
    expect(sessions.find((x) => x.id === laptop.secret_id)).toMatchObject({ current: true, device: 'Firefox on Linux' });
    expect(sessions.find((x) => x.id === phone.secret_id)).toMatchObject({ current: false, device: 'Safari on iOS' });
    expect(JSON.stringify(res.body)).not.toContain(laptop.secret);

    expect((await ctx.api.call('DELETE', `/api/v1/account/sessions/${phone.secret_id}`, { session: laptop })).status).toBe(204);
    expect((await me(phone)).status).toBe(403);
    expect((await refresh(phone)).status).toBe(401);
    expect(activeSessionsAnswer.parse((await list(laptop)).body).sessions.map((x) => x.id)).toEqual([laptop.secret_id]);
    // Ending it twice, or an id that never was: not found.
    expect((await ctx.api.call('DELETE', `/api/v1/account/sessions/${phone.secret_id}`, { session: laptop })).status).toBe(404);
    expect((await ctx.api.call('DELETE', '/api/v1/account/sessions/nothing', { session: laptop })).status).toBe(404);
  });

  it('signs out all other devices at once: their calls and refreshes end, this one and other members stay', async () => {
    const here = await ctx.api.login('tomas@example.com');
    const others = [await ctx.api.login('tomas@example.com'), await ctx.api.login('tomas@example.com')];
    const someoneElse = await ctx.api.login('grace@example.com');
    const res = await ctx.api.call('DELETE', '/api/v1/account/sessions', { session: here });
    expect(res.status).toBe(200);
    expect(activeSessionsAnswer.parse(res.body).sessions.map((x) => [x.id, x.current])).toEqual([[here.secret_id, true]]);
    expect(JSON.stringify(res.body)).not.toContain(here.secret);
    for (const other of others) {
      expect((await me(other)).status).toBe(403);
      expect((await refresh(other)).status).toBe(401);
    }
    expect((await me(here)).status).toBe(200);
    expect((await me(someoneElse)).status).toBe(200);
    // A visitor has no devices to sign out; a disabled account is refused.
    expect((await ctx.api.call('DELETE', '/api/v1/account/sessions')).status).toBe(401);
    const grace = await ctx.api.login('grace@example.com');
    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.email, 'grace@example.com'));
    try {
      const refused = await ctx.api.call('DELETE', '/api/v1/account/sessions', { session: grace });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ errors: [messages.accountDisabled] });
      expect((await me(someoneElse)).status).toBe(403);
    } finally {
      await ctx.testDb.db.update(users).set({ state: 'active' }).where(eq(users.email, 'grace@example.com'));
    }
    expect((await me(someoneElse)).status).toBe(200);
  });

  it('leaves expired sessions out of the list', async () => {
    const current = await ctx.api.login('grace@example.com');
    const forgotten = await ctx.api.login('grace@example.com');
    offsetMs = 20 * DAY_MS;
    expect((await me(current)).status).toBe(200);
    offsetMs = 40 * DAY_MS;
    const ids = activeSessionsAnswer.parse((await list(current)).body).sessions.map((x) => x.id);
    expect(ids).toContain(current.secret_id);
    expect(ids).not.toContain(forgotten.secret_id);
  });

  it('answers each caller: visitor 401, another member\'s session 404, a host only their own, a disabled account 403', async () => {
    const visitorList = await ctx.api.call('GET', '/api/v1/account/sessions');
    expect(visitorList.status).toBe(401);
    expect(visitorList.body).toEqual({ errors: [messages.sessionRequired] });
    expect((await ctx.api.call('DELETE', '/api/v1/account/sessions/abc')).status).toBe(401);

    const mia = await ctx.api.login('member@example.com');
    const kenji = await ctx.api.login('kenji@example.com');
    const host = await ctx.api.login('admin@example.com');
    for (const caller of [mia, host]) {
      const res = await ctx.api.call('DELETE', `/api/v1/account/sessions/${kenji.secret_id}`, { session: caller });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ errors: [messages.notFound] });
      const ids = activeSessionsAnswer.parse((await list(caller)).body).sessions.map((x) => x.id);
      expect(ids).not.toContain(kenji.secret_id);
    }
    expect((await me(kenji)).status).toBe(200);

    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.email, 'kenji@example.com'));
    try {
      const disabled = await list(kenji);
      expect(disabled.status).toBe(403);
      expect(disabled.body).toEqual({ errors: [messages.accountDisabled] });
      expect((await ctx.api.call('DELETE', `/api/v1/account/sessions/${kenji.secret_id}`, { session: kenji })).status).toBe(403);
    } finally {
      await ctx.testDb.db.update(users).set({ state: 'active' }).where(eq(users.email, 'kenji@example.com'));
    }
  });
});
