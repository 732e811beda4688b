// Single sign-on: an identity vouched for by the OpenID Connect issuer or the SAML identity provider finds or creates the account.
import { accountRulesOf, type OidcSessionBody, type SamlSessionBody } from '../../../schema/accounts';
import { messages } from '../../../schema/messages';
import type { Session } from '../../../schema/session';
import type { UserRow } from '../account/users-schema';
import { IdentityProviderUnavailable, IdentityRejected, type OidcVerifier, type VerifiedIdentity } from '../../sso/oidc-verifier';
import type { SamlVerifier } from '../../sso/saml-verifier';
import type { AccountContext } from '../account/account-context';
import { accountByEmail, displayNameFromEmail, insertAccount, passwordHashFor, usernameFromEmail, uniqueClash } from '../account/accounts';
import { loadConfiguration } from '../configuration/configuration';
import { HttpError } from '../../core/http-error';
import { assertCanSignIn, openSession } from './sessions';

export interface SsoVerifiers {
  oidc: OidcVerifier | null;
  saml: SamlVerifier | null;
}

async function verified(address: string, ctx: AccountContext, check: () => Promise<VerifiedIdentity>): Promise<VerifiedIdentity> {
  await ctx.limiter.check('loginPerAddress', address);
  try {
    return await check();
  } catch (err) {
    if (err instanceof IdentityRejected) {
      await ctx.limiter.record('loginPerAddress', address);
      throw new HttpError(401, messages.loginNotRecognised);
    }
    if (err instanceof IdentityProviderUnavailable) {
      console.error(err.message);
      throw new HttpError(503, messages.communityUnavailable);
    }
    throw err;
  }
}

/**
 * The account of a verified address, created on first sign-in (address confirmed by the provider). In an
 * invitation-only community a newcomer is recorded without access, so the answer is 'no access'.
 */
async function accountFor(ctx: AccountContext, identity: VerifiedIdentity): Promise<UserRow> {
  const existing = await accountByEmail(ctx.db, identity.email);
  if (existing) return existing;
  const config = await loadConfiguration(ctx.db);
  const username = await usernameFromEmail(ctx.db, identity.email, accountRulesOf(config));
  const passwordHash = await passwordHashFor();
  try {
    return await ctx.db.transaction((tx) =>
      insertAccount(tx, {
        email: identity.email,
        username,
        displayName: identity.name?.slice(0, 60) ?? displayNameFromEmail(identity.email),
        passwordHash,
        emailConfirmed: true,
        state: config.registration_invitation_only ? 'no_access' : 'active',
      }),
    );
  } catch (err) {
    // A concurrent first sign-in of the same person created it already.
    const again = uniqueClash(err) ? await accountByEmail(ctx.db, identity.email) : null;
    if (again) return again;
    throw err;
  }
}

async function sessionFor(ctx: AccountContext, identity: VerifiedIdentity): Promise<Session> {
  const user = await accountFor(ctx, identity);
  assertCanSignIn(user, await loadConfiguration(ctx.db));
  return openSession(ctx.db, user.id);
}

/** POST /api/v2/oidc_sessions/{clientId}: 404 unless OIDC is set up for exactly this client id. */
export async function signInWithOidc(
  ctx: AccountContext,
  verifiers: SsoVerifiers,
  clientId: string,
  body: OidcSessionBody,
  address: string,
): Promise<Session> {
  const config = await loadConfiguration(ctx.db, ctx.settings);
  const oidc = verifiers.oidc;
  if (!oidc || !config.openid_connect || config.openid_connect.client_id !== clientId) {
    throw new HttpError(404, messages.ssoNotConfigured);
  }
  return sessionFor(ctx, await verified(address, ctx, () => oidc.verify(body.access_token, clientId)));
}

/** POST /api/v2/saml_sessions: 404 unless a SAML identity provider is configured. */
export async function signInWithSaml(ctx: AccountContext, verifiers: SsoVerifiers, body: SamlSessionBody, address: string): Promise<Session> {
  const saml = verifiers.saml;
  if (!saml) throw new HttpError(404, messages.ssoNotConfigured);
  return sessionFor(ctx, await verified(address, ctx, () => saml.verify(body.saml_response)));
}
