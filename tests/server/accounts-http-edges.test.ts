// Account calls at the HTTP edge: CORS only for the app's origin, and junk never a 500 (the dev mailbox: dev-mailbox.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, fillPath } from '../../schema/api-paths';
import type { Session } from '../../schema/session';
import { multipart } from './support/accounts';
import { drivers } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

const APP_ORIGIN = 'http://127.0.0.1:4557';

describe.each(drivers)('account HTTP edges on %s', (driver) => {
  const ctx = useTestApp(driver, { app: () => ({ publicUrl: `${APP_ORIGIN}/` }) });
  let s: Session;
  beforeAll(async () => {
    s = await ctx.api.login('member@example.com');
  });

  it('sends CORS headers to the app origin only', async () => {
    const fromApp = await ctx.api.call('GET', '/api/v1/configuration', { headers: { origin: APP_ORIGIN } });
    expect(fromApp.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/me',
      headers: { origin: APP_ORIGIN, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'x-secret-id,x-secret' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('x-secret-id');
    for (const origin of ['https://evil.example', 'http://127.0.0.1:9999', 'null']) {
      const res = await ctx.api.call('GET', '/api/v1/configuration', { headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await ctx.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/sessions',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('never answers 500 to junk on any account call', async () => {
    const params = { clientId: 'x', id: 'abc' };
    const paths = [
      apiPaths.magicLinks, apiPaths.magicSessions, fillPath(apiPaths.oidcSessions, params), apiPaths.samlSessions,
      apiPaths.accounts, apiPaths.passwords, apiPaths.passwordReset, apiPaths.accountPassword, apiPaths.confirmations,
      apiPaths.confirmationsResend, apiPaths.uploads, apiPaths.avatar, apiPaths.displayName, apiPaths.profile,
      apiPaths.onboarding, apiPaths.customUserFields, apiPaths.customUserValues, apiPaths.legalAgreement,
      apiPaths.walkthroughSlides, apiPaths.walkthrough, apiPaths.accountEmail, apiPaths.marketingPreferences,
      apiPaths.emailSettings, fillPath(apiPaths.accountReports, params), '/api/v1/accounts/99999999999/reports',
      apiPaths.paymentTicket, apiPaths.paymentTicketComplete, `${apiPaths.devMailbox}?to=${'x'.repeat(400)}`,
    ];
    const bodies: unknown[] = [
      null, 0, 'text', [], { email: 5, password: [] }, { code: { $ne: 1 } }, { token: ['a'] }, { values: 'x' },
      { values: [{ custom_user_field_id: 'a', value: 1 }] }, { values: [{ custom_user_field_id: 2_147_483_648, value: 'x' }] }, { step_id: 2_147_483_648 },
      { email_settings: null }, { marketing_preferences: [] }, { step_id: -1 }, { privacy_policy_version: 1e300 },
      { file_url: { a: 1 } }, { display_name: 'nul\u0000byte' }, { reason: 'x'.repeat(100_000) }, { confirmation: 'DELETE', delete_content: 'yes' },
      { saml_response: 'PD94bWwgdmVyc2lvbj0iMS4wIj8+PGZvbz4=' }, { access_token: 'a.b.c' }, { username: '\ud800' },
      { email: 'a@b.c', password: 'x'.repeat(1100), password_confirmation: 'x', username: 'u', display_name: 'd' },
    ];
    const failures: string[] = [];
    const { payload: junkMultipart, headers: multipartHeaders } = multipart('file', 'x.png', 'image/png', Buffer.from('junk'));
    for (const url of paths) {
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        for (const session of [undefined, s]) {
          const calls = [
            ...bodies.map((body) => ({ body })),
            { payload: '{"email": "unterminated' },
            { payload: junkMultipart, headers: multipartHeaders },
            { payload: 'garbage', headers: { 'content-type': 'multipart/form-data; boundary=zzz' } },
          ];
          for (const opts of calls) {
            const res = await ctx.api.call(method, url, { ...opts, session });
            if (res.status >= 500) failures.push(`${method} ${url} ${JSON.stringify(opts).slice(0, 80)} -> ${res.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps answering CORS for a real browser origin after junk (no state kept per origin)', async () => {
    const res = await new Api(ctx.app).call('GET', '/api/v1/startup', { headers: { origin: APP_ORIGIN } });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
  });
});
