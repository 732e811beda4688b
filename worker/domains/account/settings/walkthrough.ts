// Walkthrough progress as a mirrored setting whose shown value lives in the user data, so guard 7 lets the member on at once, offline too.
import type { LocalDb } from '../../../../schema/local-db';
import { walkthroughAnswer, type WalkthroughAnswer } from '../../../../schema/profile';
import type { UserData } from '../../../../schema/session';
import { putServerRows } from '../../../overlay/rebase';
import { activityCountsSetting, countsOf } from './activity-counts';
import { defineSetting, putServerSetting } from './setting';

const progressOf = (data: UserData): WalkthroughAnswer => ({
  walkthrough_completed: data.walkthrough_completed,
  last_walkthrough_step: data.last_walkthrough_step,
});

export const walkthrough = defineSetting<'walkthrough', 'walkthrough.update'>({
  key: 'walkthrough',
  changes: {
    'walkthrough.update': {
      answer: walkthroughAnswer,
      apply: (value, m) => ({
        walkthrough_completed: m.body.completed ?? value.walkthrough_completed,
        last_walkthrough_step: m.body.step_id === undefined ? value.last_walkthrough_step : { walkthrough_step: { id: m.body.step_id } },
      }),
      answered: (_server, answer: WalkthroughAnswer) => answer,
    },
  },
  inUserData: progressOf,
});

/**
 * Stores the server's user data with the member's unsent walkthrough progress and activity marks laid over it: a
 * reload that lands before a step or the finish is delivered must not send the member back, nor a badge the member cleared. Call inside a transaction over kv, the outbox and server_rows.
 */
export async function putServerUserData(db: LocalDb, data: UserData): Promise<void> {
  await putServerRows(db, 'kv', [{ key: 'userData', value: data }]);
  await putServerSetting(db, walkthrough, progressOf(data));
  await putServerSetting(db, activityCountsSetting, countsOf(data));
}
