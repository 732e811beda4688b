// Activities' seen flags as the member sees them: the server's flag with every unsent seen mark laid over it in outbox order.
import type { Activity } from '../../../schema/activities';
import type { LocalDb } from '../../../schema/local-db';
import type { LocalActivity } from '../../../schema/mirror/activities';
import type { Mutation, MutationOf } from '../../../schema/outbox';

export type ActivityMark = MutationOf<'activity.mark_seen' | 'activity.mark_all_seen' | 'activity.undo_mark_all_seen'>;

const isMark = (m: Mutation): m is ActivityMark =>
  m.kind === 'activity.mark_seen' || m.kind === 'activity.mark_all_seen' || m.kind === 'activity.undo_mark_all_seen';

/** What a mark does to the seen flags: the ids it sets, and to what. */
function effect(m: ActivityMark): { ids: number[]; seen: boolean } {
  if (m.kind === 'activity.mark_seen') return { ids: [m.activity_id], seen: true };
  return { ids: m.ids, seen: m.kind === 'activity.mark_all_seen' };
}

export interface OverlayOptions {
  /** A mark not yet in the outbox (the optimistic write runs before its entry is added). */
  plus?: Mutation;
  /** An entry on its way out (delivered or dropped): no longer laid over. */
  except?: string;
}

/**
 * Recomputes the rows the unsent marks touch, and those that had a mark laid over them before: each shows its
 * server flag with every mark applied in order. A refused mark is dropped from the outbox before this runs, so a
 * refusal puts the rows back. Call inside a transaction over the activities and the outbox.
 */
export async function overlayActivities(db: LocalDb, opts: OverlayOptions = {}): Promise<void> {
  const entries = await db.outbox.orderBy('seq').toArray();
  const marks = entries.map((e) => e.mutation).filter((m) => m.client_id !== opts.except);
  if (opts.plus) marks.push(opts.plus);
  const wished = new Map<number, boolean>();
  for (const m of marks.filter(isMark)) {
    const { ids, seen } = effect(m);
    for (const id of ids) wished.set(id, seen);
  }
  const overlaid = await db.activities.filter((a) => a.server_seen !== undefined).primaryKeys();
  const ids = [...new Set([...wished.keys(), ...overlaid])];
  const rows = (await db.activities.bulkGet(ids)).filter((r): r is LocalActivity => r !== undefined);
  const next = rows.map((row) => {
    const server = row.server_seen ?? row.seen;
    const seen = wished.get(row.id) ?? server;
    const { server_seen: _beneath, ...plain } = row;
    return seen === server ? { ...plain, seen } : { ...plain, seen, server_seen: server };
  });
  await db.activities.bulkPut(next);
}

/** Stores the server's activities, each with the member's unsent marks laid over it. Call inside a mirror transaction. */
export async function putServerActivities(db: LocalDb, activities: Activity[]): Promise<void> {
  if (activities.length === 0) return;
  await db.activities.bulkPut(activities);
  await overlayActivities(db);
}

/** The server now holds `seen` for these rows (a mark's delivery): stored beneath, before the delivered entry leaves the overlay. */
export async function setServerSeen(db: LocalDb, ids: number[], seen: boolean): Promise<void> {
  const rows = (await db.activities.bulkGet(ids)).filter((r): r is LocalActivity => r !== undefined);
  await db.activities.bulkPut(rows.map(({ server_seen: _beneath, ...r }) => ({ ...r, seen })));
}
