// Activity commands: the list's pages into the mirror, seen marks through the outbox (shown at once, offline too), the notification-centre settings.
import type { ActivityCategory, MarkAllSeenUndo } from '../../../../schema/activities';
import type { AccountResult } from '../../../engine-results';
import { kvGet } from '../../../kv';
import type { MutationInput } from '../../../outbox-handle';
import { countsOf } from '../../account/settings/activity-counts';
import { inCategoryOrder } from '../../account/settings/activity-exclusions';
import type { EngineContext } from '../../../commands/context';
import { enqueueChange } from '../../../commands/enqueue-change';

export function activityCommands(ctx: EngineContext) {
  const { db, puller, send } = ctx;

  async function queue(input: MutationInput): Promise<string> {
    const clientId = await ctx.outbox.enqueue(db, input);
    send(false);
    return clientId;
  }

  async function shownCounts() {
    const data = await kvGet(db, 'userData');
    return data ? countsOf(data) : { new_activities_count: 0, new_activities_total_count: 0 };
  }

  /** The unseen activities the device shows, newest first. */
  const unseenIds = async () => (await db.activities.orderBy('id').reverse().filter((a) => !a.seen).primaryKeys()) as number[];

  return {
    /** The newest page (or the next older one when `more`) into the mirror; the screen shows the mirror. */
    load(more = false): Promise<void> {
      return puller.activities.loadActivities(more);
    },

    /** Tapping one: shown seen at once and sent; null when it is already seen (nothing to send). */
    async markSeen(id: number): Promise<string | null> {
      const row = await db.activities.get(id);
      if (!row || row.seen) return null;
      // The new ones are the newest unseen: this one counted as new when it ranks within the count.
      const rank = (await unseenIds()).indexOf(id);
      const wasNew = rank >= 0 && rank < (await shownCounts()).new_activities_count;
      return queue({ kind: 'activity.mark_seen', activity_id: id, was_new: wasNew });
    },

    /** The list is open: nothing so far is new (the badge clears at once). One such mark waits at a time. */
    async markNewSeen(): Promise<string | null> {
      const waiting = await db.outbox.filter((e) => e.mutation.kind === 'activity.mark_new_seen' && e.status !== 'sending').first();
      if (waiting) return null;
      return queue({ kind: 'activity.mark_new_seen' });
    },

    /** Every activity seen, at once; answers what `undoMarkAllSeen` needs to take exactly this back (null: nothing to mark). */
    async markAllSeen(): Promise<MarkAllSeenUndo | null> {
      const ids = await unseenIds();
      const total = (await shownCounts()).new_activities_total_count;
      if (ids.length === 0 && total === 0) return null;
      const undo = { ids: ids.slice(0, 1000), total };
      await queue({ kind: 'activity.mark_all_seen', ...undo });
      return undo;
    },

    /** Takes back the mark all seen `markAllSeen` answered: its rows unseen again at once, the total back. */
    undoMarkAllSeen(undo: MarkAllSeenUndo): Promise<string> {
      return queue({ kind: 'activity.undo_mark_all_seen', ids: undo.ids, total: undo.total });
    },

    /** The excluded categories from the server into the mirror (the settings screen shows the mirror). */
    loadExclusions(): Promise<void> {
      return puller.settings.loadActivityExclusions();
    },

    /** A category's switch: shown at once, sent when it can be; answers the client id. */
    async setCategoryShown(category: ActivityCategory, shown: boolean): Promise<AccountResult<string>> {
      const excluded = (await kvGet(db, 'activityExclusions'))?.value ?? [];
      const next = shown ? excluded.filter((c) => c !== category) : [...excluded, category];
      return enqueueChange(ctx, { kind: 'activity_exclusion.update', body: { activity_exclusions: inCategoryOrder(next) } });
    },
  };
}
