// Sign-up (POST /api/v1/accounts): who may register, the server-side rules, the new account and its first session.
import { and, eq, ne } from 'drizzle-orm';
import type { SignUpBody } from '../../../schema/accounts';
import type { Configuration } from '../../../schema/configuration';
import { messages } from '../../../schema/messages';
import type { Session } from '../../../schema/session';
import { users } from './users-schema';
import type { AccountContext } from './account-context';
import { emailTaken, findInvitation, insertAccount, passwordHashFor, usernameTaken, useInvitation } from './accounts';
import { sendConfirmation } from './email-confirmation';
import { HttpError } from '../../core/http-error';
import { isBreachedPassword } from './password-policy';
import { openSession } from '../sessions/sessions';

/** docs/product.md 2.5: sign-up is open only when web registration is enabled and magic links are not in use. */
export function assertSignUpOpen(config: Configuration): void {
  if (!config.web_registration_enabled || config.login_using_magic_links) throw new HttpError(403, messages.registrationClosed);
}

async function referrerId(ctx: AccountContext, code: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.referralCode, code.toLowerCase()), ne(users.state, 'deleted')));
  return row?.id ?? null;
}

/** `body` has passed signUpBodyFor(the configured rules); this adds the checks that need the database. */
export async function signUp(ctx: AccountContext, config: Configuration, body: SignUpBody): Promise<Session> {
  assertSignUpOpen(config);
  const problems: string[] = [];
  if (isBreachedPassword(body.password)) problems.push(messages.passwordBreached);
  const referredById = body.referral_code ? await referrerId(ctx, body.referral_code) : null;
  if (body.referral_code && referredById === null) problems.push(messages.referralCodeInvalid);
  const invitationId = config.registration_invitation_only && body.invite_code ? await findInvitation(ctx.db, body.invite_code) : null;
  if (config.registration_invitation_only && invitationId === null) problems.push(messages.invitationExpired);
  if (await emailTaken(ctx.db, body.email)) problems.push(messages.emailInUse);
  if (await usernameTaken(ctx.db, body.username)) problems.push(messages.usernameInUse);
  const [first, ...rest] = problems;
  if (first) throw new HttpError(422, first, ...rest);

  const passwordHash = await passwordHashFor(body.password);
  const user = await ctx.db.transaction(async (tx) => {
    const created = await insertAccount(tx, {
      email: body.email,
      username: body.username,
      displayName: body.display_name,
      passwordHash,
      emailConfirmed: false,
      referredById,
    });
    // The invitation may have been used by someone else since it was checked: then nothing is created.
    if (invitationId !== null && !(await useInvitation(tx, invitationId, created.id))) {
      throw new HttpError(422, messages.invitationExpired);
    }
    return created;
  });
  if (config.email_confirmation_enabled) await sendConfirmation(ctx, config, user, 'email_confirmation');
  return openSession(ctx.db, user.id);
}
