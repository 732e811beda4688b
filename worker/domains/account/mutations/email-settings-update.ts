// Changing email settings: shown at once (the digest in marketing preferences too), the server's answer stored when delivered.
import { accountSettings } from '../settings/account-settings';
import { settingMutation } from '../settings/setting-update';

export const emailSettingsUpdate = settingMutation(accountSettings, 'email_setting.update');
