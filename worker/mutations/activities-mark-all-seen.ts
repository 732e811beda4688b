// Marking every activity seen: the rows it turns seen and the counts change at once; the server marks everything it holds so far.
import { activityCounts } from '../../schema/activities';
import { setServerSeen } from '../activity-overlay';
import { markHooks } from './activity-mark-hooks';
import { defineMutation, sendAsDeclared } from './mutation';

export const activitiesMarkAllSeen = defineMutation({
  kind: 'activities.markAllSeen',
  ...markHooks,
  send: (api, m) => sendAsDeclared(api, m, { schema: activityCounts }),
  async delivered(db, m, answer) {
    await setServerSeen(db, m.ids, true);
    await markHooks.settle(db, m, answer);
  },
});
