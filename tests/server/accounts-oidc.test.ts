// OpenID Connect sign-in against a local issuer: good token, wrong audience, wrong key, expired, configuration and 404s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { setConfig, withConfig } from './support/accounts';
import { LocalIssuer, strangerKey } from './support/local-issuer';
import { drivers } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

const CLIENT_ID = 'community-web';

describe.each(drivers)('OpenID Connect on %s', (driver) => {
  let issuer: LocalIssuer;
  beforeAll(async () => {
    issuer = await LocalIssuer.start();
  });
  afterAll(() => issuer?.close());
  const ctx = useTestApp(driver, { app: () => ({ oidc: { issuer: issuer.url } }) });
  beforeAll(() => setConfig(ctx.testDb.db, { openid_connect: { client_id: CLIENT_ID } }));

  const signIn = (access_token: string, clientId = CLIENT_ID, api = ctx.api) =>
    api.call('POST', `/api/v2/oidc_sessions/${clientId}`, { body: { access_token } });

  it('offers the client id in the configuration', async () => {
    const res = await ctx.api.call('GET', '/api/v1/configuration');
    expect(res.body.configuration.openid_connect).toEqual({ client_id: CLIENT_ID });
  });

  it('signs in an existing member by the email claim', async () => {
    const res = await signIn(await issuer.token({ audience: CLIENT_ID, claims: { email: 'Member@Example.com' } }));
    expect(res.status).toBe(201);
    const me = await ctx.api.call('GET', '/api/v1/me', { session: res.body });
    expect(me.body.user.email).toBe('member@example.com');
  });

  it('creates the account of a newcomer, address confirmed, named by the token', async () => {
    const res = await signIn(await issuer.token({ audience: CLIENT_ID, claims: { email: 'sso.newcomer@example.org', name: 'Sso Newcomer' } }));
    expect(res.status).toBe(201);
    const me = await ctx.api.call('GET', '/api/v1/me', { session: res.body });
    expect(me.body.user).toMatchObject({ email: 'sso.newcomer@example.org', display_name: 'Sso Newcomer', email_confirmed: true });
    // The second sign-in finds the same account.
    const again = await signIn(await issuer.token({ audience: CLIENT_ID, claims: { email: 'sso.newcomer@example.org' } }));
    expect(again.body.user_id).toBe(res.body.user_id);
  });

  it('refuses a wrong audience, a foreign key, an expired token, another issuer, no email and junk with 401', async () => {
    const tokens = [
      await issuer.token({ audience: 'another-client', claims: { email: 'member@example.com' } }),
      await issuer.token({ audience: CLIENT_ID, claims: { email: 'member@example.com' }, key: await strangerKey() }),
      await issuer.token({ audience: CLIENT_ID, claims: { email: 'member@example.com' }, expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      await issuer.token({ audience: CLIENT_ID, claims: { email: 'member@example.com' }, issuer: 'http://127.0.0.1:1' }),
      await issuer.token({ audience: CLIENT_ID, claims: { email: 'member@example.com', email_verified: false } }),
      await issuer.token({ audience: CLIENT_ID }),
      'not-a-jwt',
    ];
    for (const token of tokens) {
      const res = await signIn(token);
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual(['Email or password not recognised']);
    }
  });

  it('answers 404 for another client id, or when OIDC is not configured', async () => {
    const token = await issuer.token({ audience: 'other', claims: { email: 'member@example.com' } });
    expect((await signIn(token, 'other')).status).toBe(404);
    const bare = await buildApp({ db: ctx.testDb.db });
    try {
      expect((await signIn(token, CLIENT_ID, new Api(bare))).status).toBe(404);
      expect((await new Api(bare).call('GET', '/api/v1/configuration')).body.configuration.openid_connect).toBeNull();
    } finally {
      await bare.close();
    }
  });

  it('records a newcomer without access in an invitation-only community', async () => {
    await withConfig(ctx.testDb.db, { registration_invitation_only: true }, async () => {
      const res = await signIn(await issuer.token({ audience: CLIENT_ID, claims: { email: 'outsider@example.org' } }));
      expect(res.status).toBe(403);
      expect(res.body.errors).toEqual(['Sorry, you do not have access to this community.']);
    });
  });

  it('answers 503 when the issuer cannot be reached', async () => {
    const down = await buildApp({ db: ctx.testDb.db, oidc: { issuer: 'http://127.0.0.1:9' } });
    try {
      const res = await signIn(await issuer.token({ audience: CLIENT_ID, claims: { email: 'member@example.com' } }), CLIENT_ID, new Api(down));
      expect(res.status).toBe(503);
    } finally {
      await down.close();
    }
  });
});
