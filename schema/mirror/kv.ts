// Single-row facts of the mirror: session, cursor, startup data, user data and the member's settings.
import type { Configuration, Limits, RegistrationSnippet } from '../configuration';
import type { LegalKind } from '../legal/legal-rules';
import type { LegalDocument } from '../legal/wire';
import type { OfflinePostBudget } from '../constants';
import type { WalkthroughSlide } from '../profile';
import type { UserData } from '../session';
import type { SettingRows } from './settings';
import { defineTable } from './table';

/** Settings are single rows per member read by key only: kv keys rather than tables (no index, no version bump). */
export interface KvRows extends SettingRows {
  session: { secret_id: string; secret: string; refresh_token: string; user_id: number } | null;
  syncCursor: number | null;
  configuration: Configuration;
  limits: Limits;
  registrationSnippet: RegistrationSnippet;
  userData: UserData;
  /** set while the device holds a mirror of this member; cleared on sign-out */
  mirrorOwner: number;
  walkthroughSlides: WalkthroughSlide[];
  /** Per wall, the sort key of the newest post the member had on screen when they last opened it (unread counts). */
  wallsSeen: Record<string, string>;
  /** Ids of the posts the member opened on this device, most recent last (the retention sweep keeps them). */
  openedPosts: number[];
  /** Library items the server refused for a plan the member lacks ('folder:12', 'article:5' -> the plan's name). */
  libraryLocks: Record<string, string>;
  /** The plans the member held at the last holdings.upsert: a plan missing from the next one takes its premium rows off the device. */
  heldPlans: string[];
  /** A plan was gained: the walls and library pages the device holds are read again after the catch-up. */
  premiumRefreshDue: boolean;
  /** How many posts this device keeps for offline reading (a device setting: it outlives a sign-out). */
  offlinePostBudget: OfflinePostBudget;
  /** This device's push registration the server accepted for this session (a Web Push endpoint or an FCM token). */
  pushRegistration: { id: string; registered_at: string };
  /** The community's privacy policy and terms as last read, for the prompt and sign-up offline (docs/architecture.md "Legal documents"). */
  legalDocuments: Partial<Record<LegalKind, LegalDocument>>;
}
export type KvKey = keyof KvRows;
export interface KvRow<K extends KvKey = KvKey> {
  key: K;
  value: KvRows[K];
}

/**
 * Startup facts and device settings outlive a sign-out, so kv is not member data as a whole: sign-out deletes the
 * member's keys. Every key says which it is, so a new key cannot be forgotten here (the compiler refuses a missing one).
 */
const kvOwners: Record<KvKey, 'member' | 'startup' | 'device'> = {
  session: 'member',
  userData: 'member',
  syncCursor: 'member',
  mirrorOwner: 'member',
  accountSettings: 'member',
  customFields: 'member',
  walkthrough: 'member',
  activityCounts: 'member',
  activityExclusions: 'member',
  walkthroughSlides: 'member',
  wallsSeen: 'member',
  openedPosts: 'member',
  libraryLocks: 'member',
  heldPlans: 'member',
  premiumRefreshDue: 'member',
  pushRegistration: 'member',
  offlinePostBudget: 'device',
  configuration: 'startup',
  limits: 'startup',
  registrationSnippet: 'startup',
  legalDocuments: 'startup',
};
export const memberKvKeys = (Object.keys(kvOwners) as KvKey[]).filter((k) => kvOwners[k] === 'member');

export const kvTable = defineTable<KvRow, 'key'>()('kv', '&key', false);
