// Reads the member's settings (per-member REST reads, not in the change feed) into the mirror: at the initial pull and when a screen opens.
import type { LocalDb, SettingKey } from '../../../../schema/local-db';
import type { MutationKind } from '../../../../schema/outbox';
import type { Api } from '../../../api';
import { ApiError } from '../../../api-error';
import { kvGet, kvPut } from '../../../kv';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import { accountSettings } from './account-settings';
import { activityExclusionsSetting, inCategoryOrder } from './activity-exclusions';
import { customFields } from './custom-fields';
import { putServerSetting, type Setting, type SettingValue } from './setting';

export interface SettingsLoader {
  /** Marketing preferences and email settings. */
  loadAccountSettings(): Promise<void>;
  loadCustomFields(): Promise<void>;
  loadWalkthroughSlides(): Promise<void>;
  /** The activity categories the member turned off (notification-centre settings). */
  loadActivityExclusions(): Promise<void>;
  /** Everything above, for the initial pull; a failure leaves what the device had (the screens ask again). */
  loadAll(): Promise<void>;
}

export function createSettingsLoader(db: LocalDb, api: Api): SettingsLoader {
  /**
   * The server's value, laid under the member's unsent changes. An answer to one of the member's own writes that
   * landed while this read was out is newer than the read: the read is dropped.
   */
  async function load<S extends SettingKey, K extends MutationKind>(setting: Setting<S, K>, read: () => Promise<SettingValue<S>>): Promise<void> {
    const userId = await currentUserId(db);
    if (userId === null) return;
    const before = (await kvGet(db, setting.key))?.answered ?? 0;
    const server = await read();
    await writeAsMember(db, userId, async () => {
      if (((await kvGet(db, setting.key))?.answered ?? 0) !== before) return;
      await putServerSetting(db, setting as Setting<S, never>, server);
    });
  }

  const loadAccountSettings = () =>
    load(accountSettings, async () => {
      const [marketing, email] = await Promise.all([api.marketingPreferences(), api.emailSettings()]);
      return { marketing_preferences: marketing.marketing_preferences, email_settings: email.email_settings };
    });

  const loadCustomFields = () => load(customFields, () => api.customUserFields());

  const loadActivityExclusions = () => load(activityExclusionsSetting, async () => inCategoryOrder((await api.activityExclusions()).activity_exclusions));

  async function loadWalkthroughSlides(): Promise<void> {
    const userId = await currentUserId(db);
    if (userId === null) return;
    const { slides } = await api.walkthroughSlides();
    await writeAsMember(db, userId, () => kvPut(db, 'walkthroughSlides', slides));
  }

  async function loadAll(): Promise<void> {
    const results = await Promise.allSettled([loadAccountSettings(), loadCustomFields(), loadWalkthroughSlides(), loadActivityExclusions()]);
    for (const r of results) {
      // A refused session or a sign-out meanwhile is the caller's business; anything else waits for the screen.
      if (r.status === 'rejected' && r.reason instanceof ApiError && (r.reason.kind === 'aborted' || r.reason.unauthorized)) throw r.reason;
    }
  }

  return { loadAccountSettings, loadCustomFields, loadWalkthroughSlides, loadActivityExclusions, loadAll };
}
