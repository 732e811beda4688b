// The account domain: the member's session and ways in, passwords, email, profile, settings, their account and the device's push registration.
import { defineDomain } from '../domain';
import { configurationRow } from './collections/configuration';
import { accountCommands } from './commands/account';
import { emailCommands } from './commands/email';
import { passwordCommands } from './commands/passwords';
import { profileCommands } from './commands/profile';
import { pushCommands } from './commands/push';
import { sessionCommands } from './commands/session';
import { settingsCommands } from './commands/settings';
import { customValuesUpdate } from './mutations/custom-values-update';
import { emailSettingsUpdate } from './mutations/email-settings-update';
import { marketingPreferencesUpdate } from './mutations/marketing-preferences-update';
import { walkthroughUpdate } from './mutations/walkthrough-update';

export const accountDomain = defineDomain({
  name: 'account',
  collections: { configuration: configurationRow },
  commands: (ctx) => ({
    session: sessionCommands(ctx),
    passwords: passwordCommands(ctx),
    email: emailCommands(ctx),
    profile: profileCommands(ctx),
    settings: settingsCommands(ctx),
    account: accountCommands(ctx),
    push: pushCommands(ctx),
  }),
  mutations: {
    'marketing_preference.update': marketingPreferencesUpdate,
    'email_setting.update': emailSettingsUpdate,
    'custom_value.update': customValuesUpdate,
    'walkthrough.update': walkthroughUpdate,
  },
});
