// Marking the new activities seen (the list was opened): the badge clears at once; seen flags do not move.
import { activityCounts } from '../../../../schema/activities';
import { markHooks } from './activity-mark-hooks';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

export const activitiesMarkNewSeen = defineMutation({
  kind: 'activity.mark_new_seen',
  ...markHooks,
  send: (api, m) => sendAsDeclared(api, m, { schema: activityCounts }),
  delivered: (db, _m, answer) => markHooks.settle(db, answer),
});
