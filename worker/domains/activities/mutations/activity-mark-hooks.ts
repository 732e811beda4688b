// What every activity seen mark shares: rows and counts change at once, the server's answer becomes the counts beneath, and a refusal drops the mark.
import { activityCounts, type ActivityCounts } from '../../../../schema/activities';
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { overlayActivities, setServerSeen } from '../activity-overlay';
import { kvGet } from '../../../kv';
import { activityCountsSetting, countsOf } from '../../account/settings/activity-counts';
import { storeSetting } from '../../account/settings/setting';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

export type MarkKind = 'activity.mark_seen' | 'activity.mark_new_seen' | 'activity.mark_all_seen' | 'activity.undo_mark_all_seen';
type Mark = MutationOf<MarkKind>;

/** Lays the marks over the rows and the counts again, with `plus` joining or `except` leaving them. */
async function relay(db: LocalDb, opts: { plus?: Mark; except?: string; server?: ActivityCounts }): Promise<void> {
  await overlayActivities(db, opts);
  // A device whose user data came before the counts were a setting starts from the user data's counts.
  const data = opts.server || (await kvGet(db, 'activityCounts')) ? undefined : await kvGet(db, 'userData');
  const server = opts.server ?? (data ? countsOf(data) : undefined);
  await storeSetting(db, activityCountsSetting, { adding: opts.plus, without: opts.except, server, answered: opts.server !== undefined });
}

export const markHooks = {
  write: (db: LocalDb, m: Mark) => relay(db, { plus: m }),
  /** The mark is delivered: the server's counts after it go beneath, and it is no longer laid over anything. */
  async settle(db: LocalDb, m: Mark, answer: ActivityCounts): Promise<void> {
    await relay(db, { except: m.client_id, server: countsOf(answer) });
  },
  // Nothing the member could do about a mark the server refuses (the activity is gone): it is dropped, the rows go back.
  async refused(db: LocalDb, m: Mark) {
    await db.outbox.where('client_id').equals(m.client_id).delete();
    await relay(db, { except: m.client_id });
  },
  retried: async () => {},
  discarded: (db: LocalDb, m: Mark) => relay(db, { except: m.client_id }),
  fallbackMessage: messages.settingNotSaved,
};

/** Mark all seen (`seen` true) and its undo (false): the rows it names turn at once; once delivered the server holds that for them. */
export function markAllModule<K extends 'activity.mark_all_seen' | 'activity.undo_mark_all_seen'>(kind: K, seen: boolean) {
  return defineMutation({
    kind,
    ...markHooks,
    send: (api, m) => sendAsDeclared(api, m, { schema: activityCounts }),
    async delivered(db, m: MutationOf<K>, answer: ActivityCounts) {
      await setServerSeen(db, (m as MutationOf<'activity.mark_all_seen' | 'activity.undo_mark_all_seen'>).ids, seen);
      await markHooks.settle(db, m, answer);
    },
  });
}
