// Login with an emailed code (magic links): requesting a code, and trading it for a session.
import { eq } from 'drizzle-orm';
import { accountRulesOf, type MagicLinkBody, type MagicSessionBody } from '../../../schema/accounts';
import { messages } from '../../../schema/messages';
import type { Session } from '../../../schema/session';
import { users, type UserRow } from '../account/users-schema';
import { loginCodeMail } from '../../mail/templates';
import type { AccountContext } from '../account/account-context';
import {
  accountByEmail,
  displayNameFromEmail,
  findInvitation,
  insertAccount,
  passwordHashFor,
  usernameFromEmail,
  useInvitation,
} from '../account/accounts';
import { loadConfiguration } from '../configuration/configuration';
import { HttpError } from '../../core/http-error';
import { consumeToken, issueToken, TOKEN_TTL_MS, type TokenRow } from '../account/one-time-tokens';
import { assertCanSignIn, openSession } from './sessions';

/**
 * POST /api/v2/magic_links: 202 whatever the address. An account gets a code; in a magic-link community an
 * unknown address may get one too (when registration is open, or with a valid invitation in an invitation-only
 * one): there the code is how members join, and the account is created when the code is used.
 */
export async function requestLoginCode(ctx: AccountContext, body: MagicLinkBody): Promise<void> {
  await ctx.limiter.hit('codeRequestsPerEmail', body.email);
  ctx.mailer.queue(async () => {
    const config = await loadConfiguration(ctx.db, ctx.settings);
    const user = await accountByEmail(ctx.db, body.email);
    let invitationId: number | null = null;
    if (!user) {
      if (!config.login_using_magic_links || !config.web_registration_enabled) return null;
      if (config.registration_invitation_only) {
        invitationId = body.invite_link_code ? await findInvitation(ctx.db, body.invite_link_code) : null;
        if (invitationId === null) return null;
      }
    }
    const code = await issueToken(ctx.db, { purpose: 'login_code', email: body.email, userId: user?.id ?? null, invitationId });
    return loginCodeMail(body.email, config.app_name, code, TOKEN_TTL_MS.login_code / 60_000);
  });
}

/** POST /api/v2/magic_sessions: wrong, used and expired codes answer alike; wrong ones count against the address. */
export async function signInWithCode(ctx: AccountContext, body: MagicSessionBody, address: string): Promise<Session> {
  await ctx.limiter.check('codeAttemptsPerAddress', address);
  const config = await loadConfiguration(ctx.db, ctx.settings);
  const invalid = () => new HttpError(422, messages.invalidCode);
  const token = await consumeToken(ctx.db, ['login_code'], body.code);
  if (!token) {
    await ctx.limiter.record('codeAttemptsPerAddress', address);
    throw invalid();
  }
  const user = token.userId === null ? await joinByCode(ctx, token) : await accountById(ctx, token.userId);
  if (!user) throw invalid();
  assertCanSignIn(user, config);
  return openSession(ctx.db, user.id);
}

async function accountById(ctx: AccountContext, id: number): Promise<UserRow | null> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The first code of a new member creates the account; the mailbox is proven, so the address counts as confirmed. */
async function joinByCode(ctx: AccountContext, token: TokenRow): Promise<UserRow | null> {
  const existing = await accountByEmail(ctx.db, token.email);
  if (existing) return existing;
  const config = await loadConfiguration(ctx.db);
  const username = await usernameFromEmail(ctx.db, token.email, accountRulesOf(config));
  const passwordHash = await passwordHashFor();
  return ctx.db.transaction(async (tx) => {
    const user = await insertAccount(tx, {
      email: token.email,
      username,
      displayName: displayNameFromEmail(token.email),
      passwordHash,
      emailConfirmed: true,
    });
    if (token.invitationId !== null && !(await useInvitation(tx, token.invitationId, user.id))) {
      throw new HttpError(403, messages.invitationExpired);
    }
    return user;
  });
}
