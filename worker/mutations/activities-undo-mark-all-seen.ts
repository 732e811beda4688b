// Taking back a mark all seen: exactly the rows it turned seen are unseen again at once, and the total comes back.
import { activityCounts } from '../../schema/activities';
import { setServerSeen } from '../activity-overlay';
import { markHooks } from './activity-mark-hooks';
import { defineMutation, sendAsDeclared } from './mutation';

export const activitiesUndoMarkAllSeen = defineMutation({
  kind: 'activities.undoMarkAllSeen',
  ...markHooks,
  send: (api, m) => sendAsDeclared(api, m, { schema: activityCounts }),
  async delivered(db, m, answer) {
    await setServerSeen(db, m.ids, false);
    await markHooks.settle(db, m, answer);
  },
});
