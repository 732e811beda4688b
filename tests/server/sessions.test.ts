// Sign-in, refresh, sign-out, how the session is presented (headers or query), and the signed-out startup calls.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { configurationResponse, limits, registrationSnippet, startup } from '../../schema/configuration';
import { messages } from '../../schema/messages';
import { session, userData } from '../../schema/session';
import { users } from '../../server/domains/account/users-schema';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('sessions on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('answers configuration, limits, snippet and startup signed out', async () => {
    const { api } = ctx;
    const config = await api.call('GET', '/api/v1/configuration');
    expect(config.status).toBe(200);
    const { configuration } = configurationResponse.parse(config.body);
    expect(configuration.app_name).toBe('Harbour Lights Community');
    expect(configuration.web_registration_enabled).toBe(true);
    expect(configuration.gif_upload_enabled).toBe(true);
    expect(configuration.password_validations.min_length).toBe(8);
    expect(configuration.home_navigation_item.type).toBe('wall');
    expect(limits.parse((await api.call('GET', '/api/v3/limits')).body)).toEqual({ livestreams: { reached: false }, videos: { reached: false } });
    expect(registrationSnippet.parse((await api.call('GET', '/api/v2/snippets/registration')).body).title).toContain('Harbour Lights');
    const boot = startup.parse((await api.call('GET', '/api/v1/startup')).body);
    expect(boot.configuration.home_navigation_item.wall_id).toBeGreaterThan(0);
  });

  it('signs in with the demo password and answers user data', async () => {
    const res = await ctx.api.call('POST', '/api/v1/sessions', {
      body: { email: ' Member@Example.com ', password: 'test-demo-password', manage_ui_displayed: true },
    });
    expect(res.status).toBe(201);
    const s = session.parse(res.body);
    expect(s.authentication_token).toBe(s.refresh_token);
    const me = await ctx.api.call('GET', '/api/v1/me', { session: s });
    expect(me.status).toBe(200);
    const data = userData.parse(me.body);
    expect(data.user.display_name).toBe('Mia Member');
    expect(data.user.manage_ui_displayed).toBe(true);
    expect(data.user.onboarding_completed).toBe(true);
  });

  it('refuses a wrong password and an unknown email with the same answer', async () => {
    const wrong = await ctx.api.call('POST', '/api/v1/sessions', { body: { email: 'member@example.com', password: 'nope-nope' } });
    const unknown = await ctx.api.call('POST', '/api/v1/sessions', { body: { email: 'nobody@example.com', password: 'nope-nope' } });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [messages.loginNotRecognised] });
    }
  });

  it('validates the login body with the product messages', async () => {
    const res = await ctx.api.call('POST', '/api/v1/sessions', { body: { email: 'not-an-email', password: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toContain(messages.emailInvalid);
    const empty = await ctx.api.call('POST', '/api/v1/sessions', { body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([messages.emailInvalid, messages.loginNotRecognised]);
  });

  it('refuses disabled and locked accounts after a correct password, and ends their live sessions', async () => {
    const { api, testDb } = ctx;
    const live = await api.login('kenji@example.com');
    await testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.email, 'kenji@example.com'));
    await testDb.db.update(users).set({ state: 'locked' }).where(eq(users.email, 'saoirse@example.com'));
    const disabled = await api.call('POST', '/api/v1/sessions', { body: { email: 'kenji@example.com', password: 'test-demo-password' } });
    expect(disabled.status).toBe(403);
    expect(disabled.body).toEqual({ errors: [messages.accountDisabled] });
    const locked = await api.call('POST', '/api/v1/sessions', { body: { email: 'saoirse@example.com', password: 'test-demo-password' } });
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ errors: [messages.accountLocked] });
    // A wrong password does not reveal the state.
    const guess = await api.call('POST', '/api/v1/sessions', { body: { email: 'kenji@example.com', password: 'wrong-guess' } });
    expect(guess.status).toBe(401);
    const me = await api.call('GET', '/api/v1/me', { session: live });
    expect(me.status).toBe(403);
    expect(me.body).toEqual({ errors: [messages.accountDisabled] });
  });

  it('refresh rotates the tokens: the old secret fails with 403, the new one works, the old refresh token is spent', async () => {
    const { api } = ctx;
    const first = await api.login('artist@example.com');
    const res = await api.call('POST', `/api/v1/sessions/${first.secret_id}/refresh`, {
      body: { secret: first.secret, refresh_token: first.refresh_token },
    });
    expect(res.status).toBe(200);
    const second = session.parse(res.body);
    expect(second.secret_id).toBe(first.secret_id);
    expect(second.secret).not.toBe(first.secret);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const old = await api.call('GET', '/api/v1/me', { session: first });
    expect(old.status).toBe(403);
    expect(old.body).toEqual({ errors: [messages.sessionInvalid] });
    expect((await api.call('GET', '/api/v1/me', { session: second })).status).toBe(200);
    const replay = await api.call('POST', `/api/v1/sessions/${first.secret_id}/refresh`, {
      body: { secret: first.secret, refresh_token: first.refresh_token },
    });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ errors: [messages.sessionInvalid] });
    const unknown = await api.call('POST', '/api/v1/sessions/nope/refresh', { body: { secret: 'a', refresh_token: 'b' } });
    expect(unknown.status).toBe(401);
  });

  it('signs out: the session stops working', async () => {
    const { api } = ctx;
    const s = await api.login('member@example.com');
    const out = await api.call('DELETE', '/api/v1/session', { session: s });
    expect(out.status).toBe(204);
    expect((await api.call('GET', '/api/v1/me', { session: s })).status).toBe(403);
    const refresh = await api.call('POST', `/api/v1/sessions/${s.secret_id}/refresh`, { body: { secret: s.secret, refresh_token: s.refresh_token } });
    expect(refresh.status).toBe(401);
    expect((await api.call('DELETE', '/api/v1/session')).status).toBe(401);
  });

  it('accepts the session as X-Secret-Id and X-Secret query parameters', async () => {
    const s = await ctx.api.login('member@example.com');
    const qs = new URLSearchParams({ 'X-Secret-Id': s.secret_id, 'X-Secret': s.secret });
    const res = await ctx.api.call('GET', `/api/v1/me?${qs}`);
    expect(res.status).toBe(200);
    const bad = new URLSearchParams({ 'X-Secret-Id': s.secret_id, 'X-Secret': 'wrong' });
    expect((await ctx.api.call('GET', `/api/v1/me?${bad}`)).status).toBe(403);
  });

  it('answers 401 without a session and 403 with a wrong one', async () => {
    const none = await ctx.api.call('GET', '/api/v2/groups');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errors: [messages.sessionRequired] });
    const wrong = await ctx.api.call('GET', '/api/v2/groups', { session: { secret_id: 'made-up', secret: 'made-up' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({ errors: [messages.sessionInvalid] });
    const half = await ctx.api.call('GET', '/api/v2/groups', { headers: { 'x-secret-id': 'only-the-id' } });
    expect(half.status).toBe(403);
  });
});
