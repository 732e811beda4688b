// Saving custom field values: shown at once; a value the server refuses (422) stays shown failed with its message.
import { customFields } from '../settings/custom-fields';
import { settingMutation } from '../settings/setting-update';

export const customValuesUpdate = settingMutation(customFields, 'custom_value.update');
