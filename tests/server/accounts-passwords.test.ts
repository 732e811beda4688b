// Forgot password by mailed link (real SMTP), reset by token, change password, and the password reset limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { GOOD_PASSWORD, LIMIT_WINDOW_MS, signUpMember } from './support/accounts';
import { SmtpInbox, tokenIn } from './support/smtp-inbox';
import { drivers } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

const PUBLIC_URL = 'http://127.0.0.1:4556';

describe.each(drivers)('passwords on %s', (driver) => {
  let inbox: SmtpInbox;
  beforeAll(async () => {
    inbox = await SmtpInbox.start();
  });
  afterAll(() => inbox?.close());
  const ctx = useTestApp(driver, { app: () => ({ smtpUrl: inbox.url, publicUrl: PUBLIC_URL }) });

  const login = (email: string, password: string) => ctx.api.call('POST', '/api/v1/sessions', { body: { email, password } });
  const forgot = (email: string, api = ctx.api, remoteAddress?: string) =>
    api.call('POST', '/api/v1/passwords', { body: { email }, remoteAddress });
  const reset = (token: string, new_password: string) =>
    ctx.api.call('POST', '/api/v1/passwords/reset_by_token', { body: { token, new_password } });
  async function resetToken(email: string): Promise<string> {
    const before = inbox.mails.length;
    const res = await forgot(email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({});
    const mail = await inbox.waitFor(email, before);
    expect(mail.text).toContain(`${PUBLIC_URL}/change-password?token=`);
    return tokenIn(mail, '/change-password?token=');
  }

  it('resets a forgotten password by the mailed link, once, ending every session', async () => {
    const { email, session } = await signUpMember(ctx.api);
    const token = await resetToken(email);
    const newPassword = 'brand-new-harbour-lights-7';
    expect((await reset(token, newPassword)).status).toBe(204);
    expect((await login(email, GOOD_PASSWORD)).status).toBe(401);
    expect((await login(email, newPassword)).status).toBe(201);
    expect((await ctx.api.call('GET', '/api/v1/me', { session })).status).toBe(403);
    const reused = await reset(token, 'yet-another-password-9');
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual(['This password reset link has already been used or is invalid']);
    expect((await reset('made-up-token', 'yet-another-password-9')).body.errors).toEqual([
      'This password reset link has already been used or is invalid',
    ]);
  });

  it('keeps the link usable when the new password is refused', async () => {
    const { email } = await signUpMember(ctx.api);
    const token = await resetToken(email);
    expect((await reset(token, 'short')).body.errors).toEqual(['Password must be at least 8 characters']);
    expect((await reset(token, 'password123')).body.errors).toEqual([
      'This password has appeared in a data breach. Please choose another one.',
    ]);
    expect((await reset(token, 'fine-and-long-password-3')).status).toBe(204);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const unknown = await forgot('nobody-here@example.com');
    await resetToken('noah@example.com');
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({});
    expect(inbox.count('nobody-here@example.com')).toBe(0);
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const { email, session } = await signUpMember(ctx.api);
    const other = await ctx.api.login(email, GOOD_PASSWORD);
    const change = (current_password: string, new_password: string) =>
      ctx.api.call('PUT', '/api/v1/account/password', { session, body: { current_password, new_password } });
    const wrong = await change('not-my-password', 'another-fine-password-5');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual(['Email or password not recognised']);
    expect((await change(GOOD_PASSWORD, 'short')).body.errors).toEqual(['Password must be at least 8 characters']);
    expect((await change(GOOD_PASSWORD, 'another-fine-password-5')).status).toBe(204);
    expect((await ctx.api.call('GET', '/api/v1/me', { session })).status).toBe(200);
    expect((await ctx.api.call('GET', '/api/v1/me', { session: other })).status).toBe(403);
    expect((await login(email, 'another-fine-password-5')).status).toBe(201);
    expect((await ctx.api.call('PUT', '/api/v1/account/password', { body: { current_password: 'x', new_password: 'y' } })).status).toBe(401);
  });

  it('limits reset requests per email and per address', async () => {
    const strict = await buildApp({
      db: ctx.testDb.db,
      smtpUrl: inbox.url,
      rateLimits: { passwordResetsPerEmail: { max: 2, windowMs: LIMIT_WINDOW_MS }, passwordResetsPerAddress: { max: 4, windowMs: LIMIT_WINDOW_MS } },
    });
    try {
      const api = new Api(strict);
      expect((await forgot('grace@example.com', api, '10.5.0.1')).status).toBe(202);
      expect((await forgot('grace@example.com', api, '10.5.0.2')).status).toBe(202);
      const perEmail = await forgot('grace@example.com', api, '10.5.0.3');
      expect(perEmail.status).toBe(429);
      expect(perEmail.body.errors).toEqual(['Too many attempts. Please wait a moment and try again.']);
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
      // An unknown address is limited the same way (no enumeration through the limit either).
      expect((await forgot('ghost@example.com', api, '10.5.0.4')).status).toBe(202);
      expect((await forgot('ghost@example.com', api, '10.5.0.4')).status).toBe(202);
      expect((await forgot('ghost@example.com', api, '10.5.0.4')).status).toBe(429);
      for (const who of ['a1@example.com', 'a2@example.com']) expect((await forgot(who, api, '10.6.0.1')).status).toBe(202);
      for (const who of ['a3@example.com', 'a4@example.com']) expect((await forgot(who, api, '10.6.0.1')).status).toBe(202);
      expect((await forgot('a5@example.com', api, '10.6.0.1')).status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});
