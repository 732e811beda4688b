// Confirming an email address by mailed token: a new account's address, or the new address of an email change.
import { eq } from 'drizzle-orm';
import type { ConfirmEmailBody, ResendConfirmationBody } from '../../../schema/accounts';
import type { Configuration } from '../../../schema/configuration';
import { messages } from '../../../schema/messages';
import type { ChangeEmailBody } from '../../../schema/profile';
import { users, type UserRow } from './users-schema';
import { confirmationMail } from '../../mail/templates';
import { appLink, type AccountContext } from './account-context';
import { emailTaken } from './accounts';
import { assertCaptcha } from './captcha';
import { loadConfiguration } from '../configuration/configuration';
import { HttpError } from '../../core/http-error';
import { consumeToken, issueToken } from './one-time-tokens';
import { verifyPassword } from './passwords';
import type { Viewer } from '../sessions/sessions';

export async function sendConfirmation(
  ctx: AccountContext,
  config: Pick<Configuration, 'app_name'>,
  user: UserRow,
  purpose: 'email_confirmation' | 'email_change',
): Promise<void> {
  const to = purpose === 'email_change' ? user.unconfirmedEmail : user.email;
  if (!to) return;
  const token = await issueToken(ctx.db, { purpose, email: to, userId: user.id });
  const url = appLink(ctx.settings, `/email-confirmation/${token}`);
  ctx.mailer.send(confirmationMail(to, config.app_name, url, purpose === 'email_change'));
}

/** POST /api/v1/account/confirmations: works signed in or out; the token says whose address it is. */
export async function confirmEmail(ctx: AccountContext, body: ConfirmEmailBody): Promise<void> {
  const failed = () => new HttpError(422, messages.emailNotConfirmed);
  // One transaction: if the address cannot be taken after all, the token is not spent.
  await ctx.db.transaction(async (tx) => {
    const token = await consumeToken(tx, ['email_confirmation', 'email_change'], body.token);
    if (!token || token.userId === null) throw failed();
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
    if (!user || user.state === 'deleted') throw failed();
    if (token.purpose === 'email_confirmation') {
      // The address changed since the mail went out: this link confirms nothing any more.
      if (user.email !== token.email) throw failed();
      await tx.update(users).set({ emailConfirmed: true }).where(eq(users.id, user.id));
      return;
    }
    if (user.unconfirmedEmail !== token.email) throw failed();
    if (await emailTaken(tx, token.email, user.id)) throw new HttpError(422, messages.emailTaken);
    await tx.update(users).set({ email: token.email, emailConfirmed: true, unconfirmedEmail: null }).where(eq(users.id, user.id));
  });
}

/** POST /api/v1/account/confirmations/resend: the captcha first when configured; 202 whatever is pending. */
export async function resendConfirmation(ctx: AccountContext, viewer: Viewer, body: ResendConfirmationBody): Promise<void> {
  const config = await loadConfiguration(ctx.db, ctx.settings);
  if (config.email_confirmation_captcha.enabled) await assertCaptcha(ctx.settings, body.captcha_token);
  // Each resend is a mail: it counts like a code request, per account.
  await ctx.limiter.hit('codeRequestsPerEmail', `account:${viewer.user.id}`);
  const user = viewer.user;
  if (!user.emailConfirmed) await sendConfirmation(ctx, config, user, 'email_confirmation');
  else if (user.unconfirmedEmail) await sendConfirmation(ctx, config, user, 'email_change');
}

/** POST /api/v2/account/email: the password again, then a confirmation mail to the new address. */
export async function requestEmailChange(ctx: AccountContext, viewer: Viewer, body: ChangeEmailBody): Promise<void> {
  const user = viewer.user;
  await ctx.limiter.check('loginPerEmail', user.email);
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await ctx.limiter.record('loginPerEmail', user.email);
    throw new HttpError(422, messages.loginNotRecognised);
  }
  if (body.email === user.email || (await emailTaken(ctx.db, body.email))) throw new HttpError(422, messages.emailTaken);
  const [updated] = await ctx.db.update(users).set({ unconfirmedEmail: body.email }).where(eq(users.id, user.id)).returning();
  await sendConfirmation(ctx, await loadConfiguration(ctx.db), updated!, 'email_change');
}
