// The member's own profile: display name (once per 30 days), username and bio, avatar, legal agreement, onboarding.
import { and, eq } from 'drizzle-orm';
import { accountRulesOf, usernameRule } from '../../../schema/accounts';
import { NAME_CHANGE_COOLDOWN_DAYS } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import type { AvatarBody, DisplayNameBody, LegalAgreementBody, ProfileBody } from '../../../schema/profile';
import type { Database } from '../../db/connect';
import { uploads } from './accounts-schema';
import { users } from './users-schema';
import { uniqueClash, usernameTaken } from './accounts';
import { loadConfiguration } from '../configuration/configuration';
import { missingMandatoryFields } from './custom-fields';
import { HttpError } from '../../core/http-error';
import { announceMember } from '../people/member-wire';
import type { Viewer } from '../sessions/sessions';
import { UPLOADS_PREFIX } from '../../media/uploads';

const COOLDOWN_MS = NAME_CHANGE_COOLDOWN_DAYS * 24 * 60 * 60_000;

export async function changeDisplayName(db: Database, viewer: Viewer, body: DisplayNameBody): Promise<void> {
  const user = viewer.user;
  if (body.display_name === user.displayName) return;
  const since = user.displayNameChangedAt;
  if (since && Date.now() - since.getTime() < COOLDOWN_MS) throw new HttpError(422, messages.nameChangeCooldown);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ displayName: body.display_name, displayNameChangedAt: new Date() }).where(eq(users.id, user.id));
    await announceMember(tx, user.id);
  });
}

export async function updateProfile(db: Database, viewer: Viewer, body: ProfileBody): Promise<void> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (body.bio !== undefined) changes.bio = body.bio;
  if (body.username !== undefined && body.username !== viewer.user.username) {
    const parsed = usernameRule(accountRulesOf(await loadConfiguration(db))).safeParse(body.username);
    if (!parsed.success) throw new HttpError(422, parsed.error.issues[0]?.message ?? messages.usernameIncorrect);
    if (await usernameTaken(db, parsed.data, viewer.user.id)) throw new HttpError(422, messages.usernameInUse);
    changes.username = parsed.data;
  }
  if (Object.keys(changes).length === 0) return;
  try {
    await db.update(users).set(changes).where(eq(users.id, viewer.user.id));
  } catch (err) {
    throw uniqueClash(err) ?? err;
  }
}

/** POST /api/v1/account/avatar: only a file this member uploaded here can become their avatar. */
export async function setAvatar(db: Database, viewer: Viewer, body: AvatarBody): Promise<void> {
  const failed = () => new HttpError(422, messages.avatarUploadFailed);
  let pathname: string;
  try {
    pathname = new URL(body.file_url, 'http://server.invalid').pathname;
  } catch {
    throw failed();
  }
  if (!pathname.startsWith(UPLOADS_PREFIX)) throw failed();
  const fileName = pathname.slice(UPLOADS_PREFIX.length);
  const [upload] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.fileName, fileName), eq(uploads.userId, viewer.user.id)));
  if (!upload) throw failed();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ avatarUrl: `${UPLOADS_PREFIX}${fileName}` }).where(eq(users.id, viewer.user.id));
    await announceMember(tx, viewer.user.id);
  });
}

/** Agreeing to versions newer than the configured ones would silence future updates: refused. */
export async function agreeToLegal(db: Database, viewer: Viewer, body: LegalAgreementBody): Promise<void> {
  const { legal } = await loadConfiguration(db);
  if (body.privacy_policy_version > legal.privacy_policy.version || body.terms_conditions_version > legal.terms_conditions.version) {
    throw new HttpError(422, messages.badRequest);
  }
  await db
    .update(users)
    .set({ agreedPrivacyVersion: body.privacy_policy_version, agreedTermsVersion: body.terms_conditions_version })
    .where(eq(users.id, viewer.user.id));
}

/** POST /api/v2/account/onboarding: done once every mandatory custom field has a value. */
export async function completeOnboarding(db: Database, viewer: Viewer): Promise<void> {
  if ((await missingMandatoryFields(db, viewer.user.id)).length > 0) throw new HttpError(422, messages.mandatoryFields);
  await db.update(users).set({ onboardingCompleted: true }).where(eq(users.id, viewer.user.id));
}
