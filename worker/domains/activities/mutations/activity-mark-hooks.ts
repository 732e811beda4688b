// What every activity seen mark shares: laid over the rows it names and the counts, the server's answer becomes the counts beneath, and a refusal drops the mark.
import { activityCounts, type ActivityCounts } from '../../../../schema/activities';
import type { LocalActivity, LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import type { UserData } from '../../../../schema/session';
import { activityCountsSetting, countsOf } from '../../account/settings/activity-counts';
import { putServerSetting, serverSetting, settingEffect, settingRows, type Setting } from '../../account/settings/setting';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import type { Overlay } from '../../../overlay/overlay';
import { serverRow, updateServerRows } from '../../../overlay/rebase';

export type MarkKind = 'activity.mark_seen' | 'activity.mark_new_seen' | 'activity.mark_all_seen' | 'activity.undo_mark_all_seen';
type Mark = MutationOf<MarkKind>;

const counts = activityCountsSetting as unknown as Setting<never, MarkKind>;

/** What a mark does to the seen flags: the ids it sets, and to what (opening the list moves none). */
function seenEffect(m: Mark): { ids: number[]; seen: boolean } {
  if (m.kind === 'activity.mark_seen') return { ids: [m.activity_id], seen: true };
  if (m.kind === 'activity.mark_new_seen') return { ids: [], seen: true };
  return { ids: m.ids, seen: m.kind === 'activity.mark_all_seen' };
}

/** The row showing `seen`, naming the server's flag beneath while they differ (`server_seen`). */
function withSeen(row: LocalActivity, seen: boolean): LocalActivity {
  const { server_seen, ...plain } = row;
  const server = server_seen ?? row.seen;
  return seen === server ? { ...plain, seen } : { ...plain, seen, server_seen: server };
}

/** The rows a mark turns, and the counts (the setting's row and the user data the badge reads). */
const markOverlay: Overlay<Mark> = {
  rows: (m) => [...seenEffect(m).ids.map((key) => ({ table: 'activities' as const, key })), ...settingRows(counts as never)],
  apply: (rows, w) =>
    rows.map((l) => {
      if (l.table !== 'activities') return settingEffect(counts as never, w.mutation, l);
      const row = l.row as LocalActivity | undefined;
      return row ? { ...l, row: withSeen(row, seenEffect(w.mutation).seen) } : l;
    }),
};

export const markHooks = {
  overlay: markOverlay,
  /** A device whose user data came before the counts were a setting starts from the user data's counts. */
  async write(db: LocalDb) {
    if ((await serverSetting(db, 'activityCounts')) !== undefined) return;
    const data = (await serverRow(db, 'kv', 'userData'))?.value as UserData | undefined;
    if (data) await putServerSetting(db, activityCountsSetting, countsOf(data));
  },
  /** The mark is delivered: the server's counts after it go beneath. */
  async settle(db: LocalDb, answer: ActivityCounts): Promise<void> {
    await putServerSetting(db, activityCountsSetting, countsOf(answer), { answered: true });
  },
  // Nothing the member could do about a mark the server refuses (the activity is gone): it is dropped, the rows go back.
  async refused(db: LocalDb, m: Mark) {
    await db.outbox.where('client_id').equals(m.client_id).delete();
  },
  fallbackMessage: messages.settingNotSaved,
};

/** Mark all seen (`seen` true) and its undo (false): the rows it names turn at once; once delivered the server holds that for them. */
export function markAllModule<K extends 'activity.mark_all_seen' | 'activity.undo_mark_all_seen'>(kind: K, seen: boolean) {
  return defineMutation({
    kind,
    ...markHooks,
    send: (api, m) => sendAsDeclared(api, m, { schema: activityCounts }),
    async delivered(db, m: MutationOf<K>, answer: ActivityCounts) {
      const ids = (m as MutationOf<'activity.mark_all_seen' | 'activity.undo_mark_all_seen'>).ids;
      await updateServerRows(db, 'activities', ids, (r) => ({ ...r, seen }));
      await markHooks.settle(db, answer);
    },
  });
}
