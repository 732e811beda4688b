// Forgot password (a mailed single-use link), reset by token, and changing the password while signed in.
import { eq } from 'drizzle-orm';
import type { ChangePasswordBody, ForgotPasswordBody, ResetPasswordBody } from '../../../schema/accounts';
import { messages } from '../../../schema/messages';
import { users } from './users-schema';
import { passwordResetMail } from '../../mail/templates';
import { appLink, type AccountContext } from './account-context';
import { accountByEmail } from './accounts';
import { loadConfiguration } from '../configuration/configuration';
import { HttpError } from '../../core/http-error';
import { consumeToken, findLiveToken, issueToken } from './one-time-tokens';
import { assertNewPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { revokeSessionsOf, type Viewer } from '../sessions/sessions';

/** POST /api/v1/passwords: the same 202 whether or not the address has an account. */
export async function requestPasswordReset(ctx: AccountContext, body: ForgotPasswordBody, address: string): Promise<void> {
  await ctx.limiter.hit('passwordResetsPerAddress', address);
  await ctx.limiter.hit('passwordResetsPerEmail', body.email);
  ctx.mailer.queue(async () => {
    const user = await accountByEmail(ctx.db, body.email);
    if (!user) return null;
    const token = await issueToken(ctx.db, { purpose: 'password_reset', email: user.email, userId: user.id });
    const config = await loadConfiguration(ctx.db);
    return passwordResetMail(user.email, config.app_name, appLink(ctx.settings, '/change-password', { token }));
  });
}

/** POST /api/v1/passwords/reset_by_token: a bad new password leaves the link usable; success ends every session. */
export async function resetPassword(ctx: AccountContext, body: ResetPasswordBody): Promise<void> {
  const invalid = () => new HttpError(422, messages.resetLinkInvalid);
  if (!(await findLiveToken(ctx.db, 'password_reset', body.token))) throw invalid();
  const config = await loadConfiguration(ctx.db);
  assertNewPassword(body.new_password, config.password_validations.min_length);
  const passwordHash = await hashPassword(body.new_password);
  await ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, ['password_reset'], body.token);
    if (!token || token.userId === null) throw invalid();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, token.userId));
    await revokeSessionsOf(tx, token.userId);
  });
}

/** PUT /api/v1/account/password: the current password again; other sessions end, this one stays. */
export async function changePassword(ctx: AccountContext, viewer: Viewer, body: ChangePasswordBody): Promise<void> {
  const user = viewer.user;
  await ctx.limiter.check('loginPerEmail', user.email);
  if (!(await verifyPassword(user.passwordHash, body.current_password))) {
    await ctx.limiter.record('loginPerEmail', user.email);
    throw new HttpError(422, messages.loginNotRecognised);
  }
  const config = await loadConfiguration(ctx.db);
  assertNewPassword(body.new_password, config.password_validations.min_length);
  const passwordHash = await hashPassword(body.new_password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeSessionsOf(tx, user.id, viewer.sessionId);
  });
}
