// The accounts calls of docs/api-accounts.md that sign in or secure an account, validated with schema/accounts.
import {
  acceptedAnswer,
  type ChangePasswordBody,
  type MagicLinkBody,
  type ResendConfirmationBody,
  type ResetPasswordBody,
  type SignUpBody,
} from '../../../schema/accounts';
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { session, userData } from '../../../schema/session';
import type { ApiClient } from '../../api-client';

/** Calls that create a session carry none: a stale one must not be refreshed on their behalf. */
const signedOut = { withSession: false } as const;

export function accountCalls(client: ApiClient) {
  return {
    requestLoginCode: (body: MagicLinkBody) =>
      client.request('POST', apiPaths.magicLinks, { body, schema: acceptedAnswer, ...signedOut }),
    signInWithCode: (code: string) =>
      client.request('POST', apiPaths.magicSessions, { body: { code }, schema: session, ...signedOut }),
    signInWithOidc: (clientId: string, accessToken: string) =>
      client.request('POST', fillPath(apiPaths.oidcSessions, { clientId }), {
        body: { access_token: accessToken },
        schema: session,
        retry: false,
        ...signedOut,
      }),
    signInWithSaml: (samlResponse: string) =>
      client.request('POST', apiPaths.samlSessions, { body: { saml_response: samlResponse }, schema: session, retry: false, ...signedOut }),
    signUp: (body: SignUpBody) => client.request('POST', apiPaths.accounts, { body, schema: session, ...signedOut }),
    /** The user data of credentials not stored yet (webview adoption). */
    meWith: (secretId: string, secret: string) =>
      client.request('GET', apiPaths.me, {
        schema: userData,
        authEvents: false,
        retry: false,
        session: { secret_id: secretId, secret, refresh_token: '', user_id: 0 },
      }),
    requestPasswordReset: (email: string) =>
      client.request('POST', apiPaths.passwords, { body: { email }, schema: acceptedAnswer, ...signedOut }),
    resetPassword: (body: ResetPasswordBody) =>
      client.request('POST', apiPaths.passwordReset, { body, retry: false, ...signedOut }),
    changePassword: (body: ChangePasswordBody) => client.request('PUT', apiPaths.accountPassword, { body, retry: false }),
    /** Sent with the session when there is one, so the server can tell whose address was confirmed. */
    confirmEmail: (token: string) => client.request('POST', apiPaths.confirmations, { body: { token }, retry: false }),
    resendConfirmation: (body: ResendConfirmationBody) =>
      client.request('POST', apiPaths.confirmationsResend, { body, schema: acceptedAnswer }),
  };
}
