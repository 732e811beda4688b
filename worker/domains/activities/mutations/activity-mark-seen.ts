// Marking one activity seen (tapping it): the row and the counts change at once; the server answers the activity and the counts.
import { activityAnswer } from '../../../../schema/activities';
import { putServerRows } from '../../../overlay/rebase';
import { markHooks } from './activity-mark-hooks';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

export const activityMarkSeen = defineMutation({
  kind: 'activity.mark_seen',
  ...markHooks,
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.activity_id }, schema: activityAnswer }),
  async delivered(db, m, answer) {
    await putServerRows(db, 'activities', [answer.activity]);
    await markHooks.settle(db, answer);
  },
});
