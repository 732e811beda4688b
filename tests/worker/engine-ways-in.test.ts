// The engine's ways in against the real server: code login, sign-up, OpenID Connect, SAML, webview adoption, user data reloads.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../../schema/messages';
import { engineFor, MEMBER, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD, startLiveServer, type LiveServer } from './helpers/live-server';
import { codeIn, mailCount, nextMail } from './helpers/mailbox';
import { LocalIssuer } from '../server/support/local-issuer';
import { base64, makeIdpKeys, samlResponseXml, signResponse, type IdpKeys } from '../server/support/saml-idp';

const CLIENT_ID = 'community-web';
const SP_ENTITY_ID = 'https://community.test/saml';
const PUBLIC_URL = 'http://127.0.0.1:4555';
let issuer: LocalIssuer;
let idp: IdpKeys;
let server: LiveServer;
const open: Harness[] = [];

beforeAll(async () => {
  [issuer, idp] = await Promise.all([LocalIssuer.start(), makeIdpKeys()]);
  server = await startLiveServer(undefined, {
    publicUrl: PUBLIC_URL,
    oidc: { issuer: issuer.url, clientId: CLIENT_ID },
    saml: { idpCert: idp.cert, spEntityId: SP_ENTITY_ID },
  });
});
afterAll(async () => {
  await server.close();
  await issuer.close();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

function harness() {
  const h = engineFor(server);
  open.push(h);
  return h;
}

let n = 0;
function signUpForm(over: Record<string, string> = {}) {
  const id = `w${Date.now().toString(36)}${++n}`;
  const password = 'sturdy-harbour-lantern-42';
  return { email: `${id}@example.org`, password, password_confirmation: password, username: id, display_name: `Worker ${n}`, ...over };
}

describe('login with an emailed code', () => {
  it('validates the address, then answers ok without telling whether an account exists', async () => {
    const h = harness();
    expect(await h.engine.session.requestLoginCode('not an email')).toEqual({ ok: false, status: 422, message: messages.emailInvalid });
    expect(await h.engine.session.requestLoginCode('nobody-here@example.org')).toEqual({ ok: true, value: undefined });
    expect(await h.kv('session')).toBeUndefined();
  });

  it('signs in with the mailed code, which works once; a wrong code gets the product message', async () => {
    const h = harness();
    await h.engine.start(h.events);
    const seen = await mailCount(server, MEMBER);
    expect((await h.engine.session.requestLoginCode(MEMBER)).ok).toBe(true);
    const code = codeIn(await nextMail(server, MEMBER, seen));

    expect(await h.engine.session.signInWithCode('ZZZZZZZZ')).toEqual({ ok: false, status: 422, message: messages.invalidCode });
    expect(await h.kv('session')).toBeUndefined();

    expect(await h.engine.session.signInWithCode(` ${code.slice(0, 4).toLowerCase()} ${code.slice(4)} `)).toEqual({ ok: true });
    expect((await h.kv('userData'))?.user.email).toBe(MEMBER);
    expect(await h.kv('mirrorOwner')).toBe((await h.kv('session'))?.user_id);

    await h.engine.session.signOut();
    expect(await h.engine.session.signInWithCode(code)).toEqual({ ok: false, status: 422, message: messages.invalidCode });
  });
});

describe('sign-up', () => {
  it("checks the community's rules before sending, with the count in the engine's message", async () => {
    const h = harness();
    await h.engine.loadStartup();
    const short = signUpForm({ password: 'short', password_confirmation: 'short' });
    expect(await h.engine.session.signUp(short)).toEqual({
      ok: false,
      status: 422,
      message: formatMessage(messages.passwordTooShort, { count: 8 }),
    });
    expect(await h.engine.session.signUp(signUpForm({ password_confirmation: 'something-else-entirely' }))).toMatchObject({
      ok: false,
      message: messages.passwordsDoNotMatch,
    });
    expect(await h.engine.session.signUp(signUpForm({ username: '' }))).toMatchObject({ ok: false, message: messages.mandatoryFields });
  });

  it('signs the new member in, who still has onboarding and the walkthrough ahead', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.loadStartup();
    const form = signUpForm();
    expect(await h.engine.session.signUp(form)).toEqual({ ok: true });
    const data = await h.kv('userData');
    expect(data?.user).toMatchObject({ email: form.email, username: form.username, onboarding_completed: false });
    expect(data?.walkthrough_completed).toBe(false);

    const again = harness();
    expect(await again.engine.session.signUp({ ...signUpForm(), email: form.email })).toEqual({ ok: false, status: 422, message: messages.emailInUse });
    expect(await again.kv('session')).toBeUndefined();
  });
});

describe('OpenID Connect', () => {
  it('signs in with an access token for the configured client, creating the account on first use', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.loadStartup();
    expect((await h.kv('configuration'))?.openid_connect?.client_id).toBe(CLIENT_ID);
    const email = `sso${Date.now().toString(36)}@example.org`;
    expect(await h.engine.session.signInWithOidc(await issuer.token({ audience: CLIENT_ID, claims: { email, name: 'Sam Single' } }))).toEqual({ ok: true });
    expect((await h.kv('userData'))?.user).toMatchObject({ email, display_name: 'Sam Single' });
  });

  it('refuses a token for another audience, and an empty one before sending', async () => {
    const h = harness();
    await h.engine.loadStartup();
    const wrong = await issuer.token({ audience: 'someone-else', claims: { email: MEMBER } });
    expect(await h.engine.session.signInWithOidc(wrong)).toEqual({ ok: false, status: 401, message: messages.loginNotRecognised });
    expect(await h.engine.session.signInWithOidc('')).toEqual({ ok: false, status: 422, message: messages.loginNotRecognised });
    expect(await h.kv('session')).toBeUndefined();
  });

  it('says single sign-on is unavailable when the configuration has no client id', async () => {
    const h = harness();
    expect(await h.engine.session.signInWithOidc('a.b.c')).toEqual({ ok: false, status: 404, message: messages.ssoNotConfigured });
  });
});

describe('SAML', () => {
  const response = (email: string, keys = idp) =>
    base64(signResponse(samlResponseXml({ email, audience: SP_ENTITY_ID, recipient: `${PUBLIC_URL}/api/v2/saml_sessions`, name: 'Sue Saml' }), keys));

  it("signs in with the identity provider's signed response", async () => {
    const h = harness();
    await h.engine.start(h.events);
    expect(await h.engine.session.signInWithSaml(response(MEMBER))).toEqual({ ok: true });
    expect((await h.kv('userData'))?.user.email).toBe(MEMBER);
  });

  it('refuses a response signed by another key, storing nothing', async () => {
    const h = harness();
    const forged = response(MEMBER, await makeIdpKeys());
    expect(await h.engine.session.signInWithSaml(forged)).toEqual({ ok: false, status: 401, message: messages.loginNotRecognised });
    expect(await h.kv('session')).toBeUndefined();
  });
});

describe('webview session', () => {
  it("adopts the native app's session after proving it with the user data call", async () => {
    const native = await server.api.login(MEMBER, DEMO_PASSWORD);
    const h = harness();
    await h.engine.start(h.events);
    expect(await h.engine.session.adoptSession(native.secret_id, native.secret)).toEqual({ ok: true });
    expect(await h.kv('session')).toMatchObject({ secret_id: native.secret_id, secret: native.secret, user_id: native.user_id });
    expect((await h.kv('userData'))?.user.email).toBe(MEMBER);
    await h.engine.syncNow();
    expect(await h.mirror.groups.count()).toBeGreaterThan(0);
  });

  it('stores nothing for credentials the server refuses', async () => {
    const h = harness();
    const result = await h.engine.session.adoptSession('no-such-id', 'no-such-secret');
    expect(result.ok).toBe(false);
    expect(await h.kv('session')).toBeUndefined();
    expect(h.events.unauthorized).toBe(0);
  });
});

describe('user data reload', () => {
  it('brings changes made elsewhere into the mirror', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    const session = (await h.kv('session'))!;
    await server.api.call('PUT', '/api/v2/account/walkthrough', { session, body: { completed: false } });
    expect(await h.engine.session.loadUserData()).toEqual({ ok: true, value: undefined });
    expect((await h.kv('userData'))?.walkthrough_completed).toBe(false);
    await server.api.call('PUT', '/api/v2/account/walkthrough', { session: (await h.kv('session'))!, body: { completed: true } });
  });

  it('clears the session when the server refuses it (a non-500 failure)', async () => {
    const h = harness();
    await h.engine.start(h.events);
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    const session = (await h.kv('session'))!;
    expect((await server.api.call('DELETE', '/api/v1/session', { session })).status).toBe(204);
    const result = await h.engine.session.loadUserData();
    expect(result).toMatchObject({ ok: false, status: 403 });
    expect(await h.kv('session')).toBeUndefined();
  });

  it('keeps the session when the server cannot be reached', async () => {
    const h = harness();
    await h.engine.session.signIn(MEMBER, DEMO_PASSWORD);
    server.setOffline(true);
    try {
      expect(await h.engine.session.loadUserData()).toMatchObject({ ok: false, status: -1 });
    } finally {
      server.setOffline(false);
    }
    expect(await h.kv('session')).toBeDefined();
  });

  it('answers signed out without a call', async () => {
    const h = harness();
    expect(await h.engine.session.loadUserData()).toEqual({ ok: false, status: 401, message: messages.sessionRequired });
  });
});
