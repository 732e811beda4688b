// The new activities counts as a mirrored setting whose shown value lives in the user data: the badge moves at once when the member marks, offline too.
import { activityAnswer, activityCounts, type ActivityCounts } from '../../../../schema/activities';
import { defineSetting } from './setting';

/** Just the two counts of the user data or of a mark's answer. */
export const countsOf = (from: ActivityCounts): ActivityCounts => ({
  new_activities_count: from.new_activities_count,
  new_activities_total_count: from.new_activities_total_count,
});

export const activityCountsSetting = defineSetting<
  'activityCounts',
  'activity.mark_seen' | 'activity.mark_new_seen' | 'activity.mark_all_seen' | 'activity.undo_mark_all_seen'
>({
  key: 'activityCounts',
  changes: {
    'activity.mark_seen': {
      answer: activityAnswer,
      apply: (v, m) => ({
        new_activities_count: Math.max(0, v.new_activities_count - (m.was_new ? 1 : 0)),
        new_activities_total_count: Math.max(0, v.new_activities_total_count - 1),
      }),
      answered: (_server, answer: ActivityCounts) => countsOf(answer),
    },
    // Opening the list: nothing so far is new; seen flags do not move.
    'activity.mark_new_seen': {
      answer: activityCounts,
      apply: (v) => ({ ...v, new_activities_count: 0 }),
      answered: (_server, answer: ActivityCounts) => countsOf(answer),
    },
    'activity.mark_all_seen': {
      answer: activityCounts,
      apply: () => ({ new_activities_count: 0, new_activities_total_count: 0 }),
      answered: (_server, answer: ActivityCounts) => countsOf(answer),
    },
    // The undo gives back what the mark cleared from the total; "new" stays cleared, as on the server.
    'activity.undo_mark_all_seen': {
      answer: activityCounts,
      apply: (v, m) => ({ ...v, new_activities_total_count: v.new_activities_total_count + m.total }),
      answered: (_server, answer: ActivityCounts) => countsOf(answer),
    },
  },
  inUserData: countsOf,
});
