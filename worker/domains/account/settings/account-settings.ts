// Marketing preferences and email settings as one mirrored setting: the weekly digest is one choice both show.
import type { AccountSettings } from '../../../../schema/local-db';
import {
  emailSettingsAnswer,
  marketingPreferencesAnswer,
  type EmailSettings,
  type MarketingPreferences,
} from '../../../../schema/profile';
import type { z } from 'zod';
import { defineSetting, definedOf } from './setting';

function withDigest(value: AccountSettings, weekly: boolean): AccountSettings {
  return {
    marketing_preferences: { ...value.marketing_preferences, digest_email: weekly },
    email_settings: { ...value.email_settings, digest: weekly ? 'weekly' : 'off' },
  };
}

function withMarketing(value: AccountSettings, preferences: MarketingPreferences): AccountSettings {
  return withDigest({ ...value, marketing_preferences: preferences }, preferences.digest_email);
}

function withEmail(value: AccountSettings, settings: EmailSettings): AccountSettings {
  return withDigest({ ...value, email_settings: settings }, settings.digest === 'weekly');
}

export const accountSettings = defineSetting<'accountSettings', 'marketing_preference.update' | 'email_setting.update'>({
  key: 'accountSettings',
  changes: {
    'marketing_preference.update': {
      answer: marketingPreferencesAnswer,
      apply(value, m) {
        const changes = definedOf(m.body.marketing_preferences);
        // Once answered, the server stops offering to ask (global_opt_in_can_ask).
        const answered = changes.global_opt_in === undefined ? {} : { global_opt_in_can_ask: false, global_opt_in_can_ask_modal: false };
        return withMarketing(value, { ...value.marketing_preferences, ...changes, ...answered });
      },
      answered: (server, answer: z.infer<typeof marketingPreferencesAnswer>) => withMarketing(server, answer.marketing_preferences),
    },
    'email_setting.update': {
      answer: emailSettingsAnswer,
      apply: (value, m) => withEmail(value, { ...value.email_settings, ...definedOf(m.body.email_settings) }),
      answered: (server, answer: z.infer<typeof emailSettingsAnswer>) => withEmail(server, answer.email_settings),
    },
  },
});
