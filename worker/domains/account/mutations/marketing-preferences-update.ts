// Changing marketing preferences: shown at once (the digest in email settings too), the server's answer stored when delivered.
import { accountSettings } from '../settings/account-settings';
import { settingMutation } from '../settings/setting-update';

export const marketingPreferencesUpdate = settingMutation(accountSettings, 'marketing_preference.update');
