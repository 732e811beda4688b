// The activities domain: the member's activities, their seen marks and counts, and the categories they turned off.
import { defineDomain } from '../domain';
import { activities } from './collections/activities';
import { activityCommands } from './commands/activities';
import { activitiesMarkAllSeen } from './mutations/activities-mark-all-seen';
import { activitiesMarkNewSeen } from './mutations/activities-mark-new-seen';
import { activitiesUndoMarkAllSeen } from './mutations/activities-undo-mark-all-seen';
import { activityExclusionsUpdate } from './mutations/activity-exclusions-update';
import { activityMarkSeen } from './mutations/activity-mark-seen';

export const activitiesDomain = defineDomain({
  name: 'activities',
  collections: { activities },
  commands: (ctx) => ({ activities: activityCommands(ctx) }),
  mutations: {
    'activity.mark_seen': activityMarkSeen,
    'activity.mark_new_seen': activitiesMarkNewSeen,
    'activity.mark_all_seen': activitiesMarkAllSeen,
    'activity.undo_mark_all_seen': activitiesUndoMarkAllSeen,
    'activity_exclusion.update': activityExclusionsUpdate,
  },
});
