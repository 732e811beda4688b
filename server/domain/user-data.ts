// The user data call (GET /api/v1/me): the member as the app's guards and screens need them.
import type { UserData } from '../../schema/session';
import type { Database } from '../db/connect';
import { loadConfiguration } from './configuration';
import type { Viewer } from './sessions';

export async function userDataOf(db: Database, viewer: Viewer): Promise<UserData> {
  const config = await loadConfiguration(db);
  const u = viewer.user;
  return {
    user: {
      id: u.id,
      email: u.email,
      username: u.username,
      role: u.role,
      display_name: u.displayName,
      avatar_url: u.avatarUrl,
      email_confirmation_required: config.email_confirmation_enabled && !u.emailConfirmed,
      email_confirmed: u.emailConfirmed,
      onboarding_completed: u.onboardingCompleted,
      manage_ui_displayed: viewer.manageUiDisplayed,
      agreed_legal: { privacy_policy_version: u.agreedPrivacyVersion, terms_conditions_version: u.agreedTermsVersion },
    },
    walkthrough_completed: u.walkthroughCompleted,
    last_walkthrough_step: null,
    // Plans, purchases, activities and messaging are not part of this server yet: nothing owned, nothing unread.
    owned_subscriptions: [],
    owned_web_subscriptions: [],
    owned_products: [],
    new_activities_total_count: 0,
    new_activities_count: 0,
    unread_messages_count: 0,
    updates_channel: `user-${u.id}`,
  };
}
