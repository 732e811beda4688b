// The member's settings in the mirror: what the server last said of each, and what the member sees with their unsent changes laid over it.
import type { ActivityCategory, ActivityCounts } from '../activities';
import type { CustomUserFieldsAnswer, EmailSettings, MarketingPreferences, WalkthroughAnswer } from '../profile';

/**
 * `value` is what screens (and, for the walkthrough, the guards through the user data) show: `server` with every
 * unsent change of the setting (pending or refused) applied in outbox order, so a discard puts `server` back.
 */
export interface MirroredSetting<T> {
  server: T;
  value: T;
  /** Counts the server's answers to the member's writes: a read asked before one of them landed is stale. */
  answered: number;
}

/** One row for both screens' switches: the weekly digest is one choice the server shows in both. */
export interface AccountSettings {
  marketing_preferences: MarketingPreferences;
  email_settings: EmailSettings;
}

export interface SettingRows {
  accountSettings: MirroredSetting<AccountSettings>;
  /** The community's fields with the member's values. */
  customFields: MirroredSetting<CustomUserFieldsAnswer>;
  /** Progress as the server keeps it; its value is also written into the user data guard 7 reads. */
  walkthrough: MirroredSetting<WalkthroughAnswer>;
  /** The new activities counts; the value is also written into the user data the badge reads. */
  activityCounts: MirroredSetting<ActivityCounts>;
  /** The activity categories the member turned off in the notification-centre settings. */
  activityExclusions: MirroredSetting<ActivityCategory[]>;
}
export type SettingKey = keyof SettingRows;
