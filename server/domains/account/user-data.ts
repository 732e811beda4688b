// The user data call (GET /api/v1/me) and the `user` object account calls answer with.
import { eq } from 'drizzle-orm';
import type { Configuration } from '../../../schema/configuration';
import { realtimeChannels } from '../../../schema/realtime';
import type { User, UserData } from '../../../schema/session';
import type { Database } from '../../db/connect';
import { users, type UserRow } from './users-schema';
import { activityCountsOf } from '../activities/read';
import { unreadMessagesCount } from '../chats/unread-messages';
import { loadConfiguration } from '../configuration/configuration';
import { ownedLists } from '../payments/owned';
import type { Viewer } from '../sessions/sessions';

export function userWire(u: UserRow, config: Pick<Configuration, 'email_confirmation_enabled'>, manageUiDisplayed: boolean): User {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    role: u.role,
    display_name: u.displayName,
    avatar_url: u.avatarUrl,
    email_confirmation_required: config.email_confirmation_enabled && !u.emailConfirmed,
    email_confirmed: u.emailConfirmed,
    onboarding_completed: u.onboardingCompleted,
    manage_ui_displayed: manageUiDisplayed,
    agreed_legal: { privacy_policy_version: u.agreedPrivacyVersion, terms_conditions_version: u.agreedTermsVersion },
    bio: u.bio,
    display_name_changed_at: u.displayNameChangedAt?.toISOString() ?? null,
    unconfirmed_email: u.unconfirmedEmail,
    referral_code: u.referralCode,
  };
}

/** The viewer's row as it is now (after a change made by this request). */
export async function currentUser(db: Database, viewer: Viewer): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, viewer.user.id));
  return row ?? viewer.user;
}

/** `{user}` of the viewer as it is now. */
export async function userAnswerOf(db: Database, viewer: Viewer): Promise<{ user: User }> {
  const config = await loadConfiguration(db);
  return { user: userWire(await currentUser(db, viewer), config, viewer.manageUiDisplayed) };
}

export async function userDataOf(db: Database, viewer: Viewer): Promise<UserData> {
  const config = await loadConfiguration(db);
  const u = viewer.user;
  return {
    user: userWire(u, config, viewer.manageUiDisplayed),
    walkthrough_completed: u.walkthroughCompleted,
    last_walkthrough_step: u.lastWalkthroughStepId === null ? null : { walkthrough_step: { id: u.lastWalkthroughStepId } },
    // Store subscriptions are the native apps'; this server sells on the web (server/domains/payments/).
    owned_subscriptions: [],
    ...(await ownedLists(db, u.id)),
    ...(await activityCountsOf(db, u.id)),
    unread_messages_count: await unreadMessagesCount(db, u.id),
    // The member's own realtime channel, the first of those the realtime credentials list.
    updates_channel: realtimeChannels.member(u.id),
  };
}
