// Login with an emailed code: real mail over SMTP to a local server, single use, expiry, limits, joining by code.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { oneTimeTokens } from '../../server/domains/account/accounts-schema';
import { users } from '../../server/domains/account/users-schema';
import { createInvitation } from '../../server/domains/account/accounts';
import { LIMIT_WINDOW_MS, withConfig } from './support/accounts';
import { codeIn, SmtpInbox } from './support/smtp-inbox';
import { drivers } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

describe.each(drivers)('login with a code on %s', (driver) => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
  });
  afterAll(() => inbox?.close());
  const ctx = useTestApp(driver, { app: () => ({ smtpUrl: inbox.url }) });

  const requestCode = (email: string, extra: Record<string, unknown> = {}, api = ctx.api) =>
    api.call('POST', '/api/v2/magic_links', { body: { email, ...extra } });
  const useCode = (code: string, remoteAddress?: string, api = ctx.api) =>
    api.call('POST', '/api/v2/magic_sessions', { body: { code }, remoteAddress });
  async function mailedCode(email: string, extra: Record<string, unknown> = {}): Promise<string> {
    const before = inbox.mails.length;
    const res = await requestCode(email, extra);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({});
    const code = codeIn(await inbox.waitFor(email, before));
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    return code;
  }

  it('mails a code that opens a working session once', async () => {
    const code = await mailedCode('noah@example.com');
    const res = await useCode(code);
    expect(res.status).toBe(201);
    const me = await ctx.api.call('GET', '/api/v1/me', { session: res.body });
    expect(me.body.user.email).toBe('noah@example.com');
    const again = await useCode(code);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual(['Invalid code. You need to request a new one']);
  });

  it('accepts a code typed in lower case with spaces', async () => {
    const code = await mailedCode('saoirse@example.com');
    expect((await useCode(`${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()}`)).status).toBe(201);
  });

  it('refuses a wrong code, an expired code and a superseded code alike', async () => {
    expect((await useCode('ABCDEFGH')).body.errors).toEqual(['Invalid code. You need to request a new one']);
    const expired = await mailedCode('tomas@example.com');
    await ctx.testDb.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.email, 'tomas@example.com'));
    expect((await useCode(expired)).status).toBe(422);
    const first = await mailedCode('tomas@example.com');
    const second = await mailedCode('tomas@example.com');
    expect((await useCode(first)).status).toBe(422);
    expect((await useCode(second)).status).toBe(201);
  });

  it('answers an unknown address the same and mails it nothing', async () => {
    const res = await requestCode('stranger@example.com');
    expect(res.status).toBe(202);
    expect(res.body).toEqual({});
    await mailedCode('grace@example.com');
    expect(inbox.count('stranger@example.com')).toBe(0);
  });

  it('refuses a disabled account after the code', async () => {
    const code = await mailedCode('kenji@example.com');
    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.email, 'kenji@example.com'));
    const res = await useCode(code);
    expect(res.status).toBe(403);
    expect(res.body.errors).toEqual(['This account is disabled.']);
    await ctx.testDb.db.update(users).set({ state: 'active' }).where(eq(users.email, 'kenji@example.com'));
  });

  it('lets newcomers join by code in a magic-link community (with an invitation when invitation-only)', async () => {
    await withConfig(ctx.testDb.db, { login_using_magic_links: true }, async () => {
      const res = await useCode(await mailedCode('newcomer@example.org'));
      expect(res.status).toBe(201);
      const me = await ctx.api.call('GET', '/api/v1/me', { session: res.body });
      expect(me.body.user).toMatchObject({ email: 'newcomer@example.org', email_confirmed: true, onboarding_completed: false });
    });
    await withConfig(ctx.testDb.db, { login_using_magic_links: true, registration_invitation_only: true }, async () => {
      await requestCode('uninvited@example.org');
      const invited = await createInvitation(ctx.testDb.db);
      const code = await mailedCode('invited@example.org', { invite_link_code: invited });
      expect(inbox.count('uninvited@example.org')).toBe(0);
      expect((await useCode(code)).status).toBe(201);
    });
  });

  it('limits code requests per email and wrong codes per address', async () => {
    const strict = await buildApp({
      db: ctx.testDb.db,
      smtpUrl: inbox.url,
      rateLimits: { codeRequestsPerEmail: { max: 2, windowMs: LIMIT_WINDOW_MS }, codeAttemptsPerAddress: { max: 3, windowMs: LIMIT_WINDOW_MS } },
    });
    try {
      const api = new Api(strict);
      expect((await requestCode('leila@example.com', {}, api)).status).toBe(202);
      expect((await requestCode('LEILA@example.com', {}, api)).status).toBe(202);
      const limited = await requestCode('leila@example.com', {}, api);
      expect(limited.status).toBe(429);
      expect(limited.body.errors).toEqual(['Too many attempts. Please wait a moment and try again.']);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      const before = inbox.mails.length;
      expect((await requestCode('artist@example.com', {}, api)).status).toBe(202);
      const good = codeIn(await inbox.waitFor('artist@example.com', before));
      for (let i = 0; i < 3; i++) expect((await useCode('WRONGCDE', '10.9.0.1', api)).status).toBe(422);
      const blocked = await useCode(good, '10.9.0.1', api);
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
      expect((await useCode(good, '10.9.0.2', api)).status).toBe(201);
    } finally {
      await strict.close();
    }
  });
});
