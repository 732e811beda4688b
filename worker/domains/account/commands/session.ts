// Session commands (docs/product.md 2.5, 4): every way in, sign-out and the user data reload; each way in signs in as signIn does.
import {
  accountRulesOf,
  defaultAccountRules,
  magicLinkBody,
  magicSessionBody,
  oidcSessionBody,
  samlSessionBody,
  signUpBodyFor,
} from '../../../../schema/accounts';
import { messages } from '../../../../schema/messages';
import { loginBody } from '../../../../schema/session';
import type { LocalDb } from '../../../../schema/local-db';
import { establishSession, signInWith } from '../account';
import { attempt, failure, validate } from '../account-results';
import type { Api } from '../../../api';
import type { AccountResult, SignInResult, SignUpForm } from '../../../engine-results';
import { kvGet } from '../../../kv';
import { wipeMember } from '../../../mirror-writes';
import { reloadUserData } from '../user-data';
import type { EngineContext } from '../../../commands/context';

/**
 * The native app hands over a session it made. It comes without a refresh token, so when it expires the native
 * app signs in again; the user data call proves it before it is stored.
 */
async function adopt(db: LocalDb, api: Api, secretId: string, secret: string): Promise<SignInResult> {
  const current = await kvGet(db, 'session');
  if (current?.secret_id === secretId && current.secret === secret && (await kvGet(db, 'userData'))) return { ok: true };
  try {
    const me = await api.meWith(secretId, secret);
    return await establishSession(db, api, { secret_id: secretId, secret, refresh_token: '', user_id: me.user.id }, me);
  } catch (e) {
    return failure(e);
  }
}

const ssoUnavailable: SignInResult = { ok: false, status: 404, message: messages.ssoNotConfigured };

export function sessionCommands({ db, api, abortAll, signedIn }: EngineContext) {
  return {
    async signIn(email: string, password: string): Promise<SignInResult> {
      const body = validate(loginBody, { email, password });
      if (!body.ok) return body;
      return signedIn(signInWith(db, api, () => api.signIn(body.value)));
    },

    /** Ends the session on the server (best effort) and wipes the member's mirror and outbox. */
    async signOut(): Promise<void> {
      abortAll();
      // The device forgets the member first, so no sync still running can write or send as them.
      const session = await kvGet(db, 'session');
      await wipeMember(db);
      if (!session) return;
      try {
        await api.signOut(session);
      } catch {
        // offline or already ended: nothing more to do on the server side
      }
    },

    /** Mails a login code to an existing account; answers ok for any well-formed address (whether it has an account is not told). */
    async requestLoginCode(email: string, inviteLinkCode?: string): Promise<AccountResult> {
      const body = validate(magicLinkBody, { email, invite_link_code: inviteLinkCode || undefined });
      if (!body.ok) return body;
      const sent = await attempt(() => api.requestLoginCode(body.value));
      return sent.ok ? { ok: true, value: undefined } : sent;
    },

    async signInWithCode(code: string): Promise<SignInResult> {
      const body = validate(magicSessionBody, { code });
      if (!body.ok) return body;
      return signedIn(signInWith(db, api, () => api.signInWithCode(body.value.code)));
    },

    /** OpenID Connect access token; the client id is the configured one, the server checks the token's audience against it. */
    async signInWithOidc(accessToken: string): Promise<SignInResult> {
      const clientId = (await kvGet(db, 'configuration'))?.openid_connect?.client_id;
      if (!clientId) return ssoUnavailable;
      const body = validate(oidcSessionBody, { access_token: accessToken });
      if (!body.ok) return body;
      return signedIn(signInWith(db, api, () => api.signInWithOidc(clientId, body.value.access_token)));
    },

    /** base64 SAML response of the identity provider. */
    async signInWithSaml(samlResponse: string): Promise<SignInResult> {
      const body = validate(samlSessionBody, { saml_response: samlResponse });
      if (!body.ok) return body;
      return signedIn(signInWith(db, api, () => api.signInWithSaml(body.value.saml_response)));
    },

    /** Checked against the community's own password and username rules before anything is sent. */
    async signUp(form: SignUpForm): Promise<SignInResult> {
      const config = await kvGet(db, 'configuration');
      const body = validate(signUpBodyFor(config ? accountRulesOf(config) : defaultAccountRules), form);
      if (!body.ok) return body;
      return signedIn(signInWith(db, api, () => api.signUp(body.value)));
    },

    /** Webview mode: the native app's stored secret headers become this device's session. */
    adoptSession(secretId: string, secret: string): Promise<SignInResult> {
      return signedIn(adopt(db, api, secretId, secret));
    },

    /** Reloads user data; an HTTP error other than 500 ends the session (docs/product.md 4). */
    loadUserData(): Promise<AccountResult> {
      return reloadUserData(db, api);
    },
  };
}
