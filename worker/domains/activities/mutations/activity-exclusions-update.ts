// The notification-centre settings: a category's switch moves at once, offline too, and is sent through the outbox.
import { activityExclusionsSetting } from '../../account/settings/activity-exclusions';
import { settingMutation } from '../../account/settings/setting-update';

export const activityExclusionsUpdate = settingMutation(activityExclusionsSetting, 'activity_exclusion.update');
