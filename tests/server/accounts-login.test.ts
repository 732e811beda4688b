// Password login messages, and the database-kept login limits: per email and per address, 429 with Retry-After.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/domains/account/users-schema';
import { buildApp } from '../../server/app';
import { LIMIT_WINDOW_MS, signUpMember, withConfig } from './support/accounts';
import { drivers, DEMO_PASSWORD } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

describe.each(drivers)('password login on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string, password: string, remoteAddress?: string) =>
    ctx.api.call('POST', '/api/v1/sessions', { body: { email, password }, remoteAddress });
  const setState = (email: string, state: 'active' | 'disabled' | 'locked' | 'no_access') =>
    ctx.testDb.db.update(users).set({ state }).where(eq(users.email, email));

  it('answers an unknown email and a wrong password alike', async () => {
    for (const [email, password] of [
      ['nobody@example.com', DEMO_PASSWORD],
      ['member@example.com', 'wrong-password'],
    ]) {
      const res = await login(email!, password!);
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual(['Email or password not recognised']);
    }
  });

  it('refuses disabled and locked accounts with their messages (after the right password only)', async () => {
    await setState('grace@example.com', 'disabled');
    expect((await login('grace@example.com', DEMO_PASSWORD)).body.errors).toEqual(['This account is disabled.']);
    expect((await login('grace@example.com', 'wrong-password')).body.errors).toEqual(['Email or password not recognised']);
    await setState('grace@example.com', 'locked');
    const locked = await login('grace@example.com', DEMO_PASSWORD);
    expect(locked.status).toBe(403);
    expect(locked.body.errors).toEqual(['This account is locked.']);
    await setState('grace@example.com', 'active');
    expect((await login('grace@example.com', DEMO_PASSWORD)).status).toBe(201);
  });

  it('refuses an account without access to an invitation-only community', async () => {
    await setState('kenji@example.com', 'no_access');
    await withConfig(ctx.testDb.db, { registration_invitation_only: true }, async () => {
      const res = await login('kenji@example.com', DEMO_PASSWORD);
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual(['Sorry, you do not have access to this community.']);
    });
    // An open community lets the same account in.
    expect((await login('kenji@example.com', DEMO_PASSWORD)).status).toBe(201);
    await setState('kenji@example.com', 'active');
  });

  it('limits failed logins per email and per address (429, message, Retry-After), kept in the database', async () => {
    const strict = await buildApp({
      db: ctx.testDb.db,
      rateLimits: { loginPerEmail: { max: 3, windowMs: LIMIT_WINDOW_MS }, loginPerAddress: { max: 5, windowMs: LIMIT_WINDOW_MS } },
    });
    try {
      const api = new Api(strict);
      const { email, username } = await signUpMember(ctx.api);
      const attempt = (password: string, remoteAddress: string, who = email) =>
        api.call('POST', '/api/v1/sessions', { body: { email: who, password }, remoteAddress });
      // Per email: three failures from three addresses, then even the right password waits.
      for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3']) expect((await attempt('wrong-password', ip)).status).toBe(401);
      const blocked = await attempt('sturdy-harbour-lantern-42', '10.1.0.4');
      expect(blocked.status).toBe(429);
      expect(blocked.body.errors).toEqual(['Too many attempts. Please wait a moment and try again.']);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LIMIT_WINDOW_MS / 1000);
      // The count lives in the database: another server process (another app on the same database) sees it.
      const other = await buildApp({ db: ctx.testDb.db, rateLimits: { loginPerEmail: { max: 3, windowMs: LIMIT_WINDOW_MS } } });
      try {
        expect((await new Api(other).call('POST', '/api/v1/sessions', { body: { email, password: 'x' }, remoteAddress: '10.1.0.9' })).status).toBe(429);
      } finally {
        await other.close();
      }
      // Per address: five failures on five different emails from one address, then that address waits.
      for (let i = 0; i < 5; i++) expect((await attempt('wrong-password', '10.2.0.1', `nobody${i}@example.com`)).status).toBe(401);
      expect((await attempt(DEMO_PASSWORD, '10.2.0.1', 'member@example.com')).status).toBe(429);
      expect((await attempt(DEMO_PASSWORD, '10.2.0.2', 'member@example.com')).status).toBe(201);
      expect(username).toBeTruthy();
    } finally {
      await strict.close();
    }
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 12; i++) expect((await login('leila@example.com', DEMO_PASSWORD, '10.3.0.1')).status).toBe(201);
  });
});
