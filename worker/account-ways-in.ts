// Ways in besides the password (spec 2.5, 4): emailed code, OpenID Connect, SAML, sign-up, and the webview's stored session.
import {
  accountRulesOf,
  defaultAccountRules,
  magicLinkBody,
  magicSessionBody,
  oidcSessionBody,
  samlSessionBody,
  signUpBodyFor,
  type SignUpBody,
} from '../schema/accounts';
import type { LocalDb } from '../schema/local-db';
import { messages } from '../schema/messages';
import type { Api } from './api';
import { establishSession, signInWith } from './account';
import { attempt, failure, validate } from './account-results';
import type { AccountResult, SignInResult } from './engine-api';
import { kvGet } from './kv';

/** Always accepted when well formed: the server does not say whether the address has an account. */
export async function requestLoginCode(api: Api, email: string, inviteLinkCode?: string): Promise<AccountResult> {
  const body = validate(magicLinkBody, { email, invite_link_code: inviteLinkCode || undefined });
  if (!body.ok) return body;
  const sent = await attempt(() => api.requestLoginCode(body.value));
  return sent.ok ? { ok: true, value: undefined } : sent;
}

export async function signInWithCode(db: LocalDb, api: Api, code: string): Promise<SignInResult> {
  const body = validate(magicSessionBody, { code });
  if (!body.ok) return body;
  return signInWith(db, api, () => api.signInWithCode(body.value.code));
}

const ssoUnavailable: SignInResult = { ok: false, status: 404, message: messages.ssoNotConfigured };

/** The client id is the configured one: the server checks the token's audience against it. */
export async function signInWithOidc(db: LocalDb, api: Api, accessToken: string): Promise<SignInResult> {
  const clientId = (await kvGet(db, 'configuration'))?.openid_connect?.client_id;
  if (!clientId) return ssoUnavailable;
  const body = validate(oidcSessionBody, { access_token: accessToken });
  if (!body.ok) return body;
  return signInWith(db, api, () => api.signInWithOidc(clientId, body.value.access_token));
}

export async function signInWithSaml(db: LocalDb, api: Api, samlResponse: string): Promise<SignInResult> {
  const body = validate(samlSessionBody, { saml_response: samlResponse });
  if (!body.ok) return body;
  return signInWith(db, api, () => api.signInWithSaml(body.value.saml_response));
}

/** Checked against the community's own password and username rules before anything is sent. */
export async function signUp(db: LocalDb, api: Api, form: SignUpBody): Promise<SignInResult> {
  const config = await kvGet(db, 'configuration');
  const body = validate(signUpBodyFor(config ? accountRulesOf(config) : defaultAccountRules), form);
  if (!body.ok) return body;
  return signInWith(db, api, () => api.signUp(body.value));
}

/**
 * Webview mode: the native app hands over a session it made. It comes without a refresh token, so when it
 * expires the native app signs in again; the user data call proves it before it is stored.
 */
export async function adoptSession(db: LocalDb, api: Api, secretId: string, secret: string): Promise<SignInResult> {
  const current = await kvGet(db, 'session');
  if (current?.secret_id === secretId && current.secret === secret && (await kvGet(db, 'userData'))) return { ok: true };
  try {
    const me = await api.meWith(secretId, secret);
    return establishSession(db, api, { secret_id: secretId, secret, refresh_token: '', user_id: me.user.id }, me);
  } catch (e) {
    return failure(e);
  }
}
