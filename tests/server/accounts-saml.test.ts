// SAML sign-in: Responses signed with a locally generated key; tampered, foreign-signed, expired and misaddressed ones refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { base64, makeIdpKeys, samlResponseXml, signResponse, type IdpKeys } from './support/saml-idp';
import { drivers } from './support/test-db';
import { Api, useTestApp } from './support/test-app';

const SP_ENTITY_ID = 'https://community.test/saml';
const PUBLIC_URL = 'http://127.0.0.1:4555';
const RECIPIENT = `${PUBLIC_URL}/api/v2/saml_sessions`;
// One pair of identity provider keys per run: generating RSA keys is the slow part.
const idpKeys = makeIdpKeys();
const otherKeys = makeIdpKeys();

describe.each(drivers)('SAML on %s', (driver) => {
  let keys: IdpKeys;
  beforeAll(async () => {
    keys = await idpKeys;
  });
  const ctx = useTestApp(driver, { app: () => ({ publicUrl: PUBLIC_URL, saml: { idpCert: keys.cert, spEntityId: SP_ENTITY_ID } }) });
  const signIn = (saml_response: string, api = ctx.api) => api.call('POST', '/api/v2/saml_sessions', { body: { saml_response } });
  const signed = (email: string, extra: Partial<Parameters<typeof samlResponseXml>[0]> = {}, with_ = keys) =>
    signResponse(samlResponseXml({ email, audience: SP_ENTITY_ID, recipient: RECIPIENT, ...extra }), with_);

  it('says SAML is available in the configuration', async () => {
    expect((await ctx.api.call('GET', '/api/v1/configuration')).body.configuration.saml).toEqual({ enabled: true });
  });

  it('signs in the member a signed Response names', async () => {
    const res = await signIn(base64(signed('artist@example.com')));
    expect(res.status).toBe(201);
    expect((await ctx.api.call('GET', '/api/v1/me', { session: res.body })).body.user.email).toBe('artist@example.com');
  });

  it('creates a newcomer named by the assertion', async () => {
    const res = await signIn(base64(signed('saml.newcomer@example.org', { name: 'Saml Newcomer' })));
    expect(res.status).toBe(201);
    expect((await ctx.api.call('GET', '/api/v1/me', { session: res.body })).body.user).toMatchObject({
      email: 'saml.newcomer@example.org',
      display_name: 'Saml Newcomer',
    });
  });

  it('refuses a tampered, a foreign-signed, an unsigned, an expired and a misaddressed Response with 401', async () => {
    const tampered = signed('member@example.com').replaceAll('member@example.com', 'admin@example.com');
    const responses = [
      tampered,
      signed('member@example.com', {}, await otherKeys),
      samlResponseXml({ email: 'member@example.com', audience: SP_ENTITY_ID, recipient: RECIPIENT }),
      signed('member@example.com', { validForMinutes: -10 }),
      signed('member@example.com', { audience: 'https://someone-else.test' }),
    ];
    for (const xml of responses) {
      const res = await signIn(base64(xml));
      expect(res.status).toBe(401);
      expect(res.body.errors).toEqual(['Email or password not recognised']);
    }
    expect((await signIn('bm90IHhtbA==')).status).toBe(401);
    expect((await signIn('%%%')).status).toBe(401);
  });

  it('refuses a good Response when the server trusts another certificate, and 404s without SAML', async () => {
    const wrongCert = await buildApp({ db: ctx.testDb.db, publicUrl: PUBLIC_URL, saml: { idpCert: (await otherKeys).cert, spEntityId: SP_ENTITY_ID } });
    const none = await buildApp({ db: ctx.testDb.db });
    try {
      expect((await signIn(base64(signed('member@example.com')), new Api(wrongCert))).status).toBe(401);
      expect((await signIn(base64(signed('member@example.com')), new Api(none))).status).toBe(404);
    } finally {
      await wrongCert.close();
      await none.close();
    }
  });
});
