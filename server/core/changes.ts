// Appends rows to the delta feed inside the writing transaction, so cursors commit in the order they are assigned.
import { sql, type SQL } from 'drizzle-orm';
import type { ChangeKind } from '../../schema/sync';
import type { Database } from '../db/connect';
import { changes } from './sync-schema';
import { audienceOf } from './audiences/kind-audiences';

/** Held from the first change insert until commit: a later cursor can never become visible before an earlier one. */
const CHANGE_FEED_LOCK = 7_341_002;

export interface NewChange {
  kind: ChangeKind;
  entityId: number;
  /** Visible to this user only. */
  userId?: number | null;
  /**
   * What the kind's audience is scoped by (server/core/audiences/): the group of a post, the course of a lesson, the
   * chat of a message; seen by that audience's members of it unless userId narrows it.
   */
  scopeId?: number | null;
}

/** The row of a new change: its scope is what its kind's audience is scoped by; a scope id its audience has no scope for is a defect. */
function changeRow(c: NewChange): typeof changes.$inferInsert {
  const scope = audienceOf(c.kind).scope;
  if (c.scopeId != null && scope === null) throw new Error(`A ${c.kind} change names no scope, yet has scope id ${c.scopeId}`);
  return { kind: c.kind, entityId: c.entityId, userId: c.userId ?? null, scope: c.scopeId == null ? null : scope, scopeId: c.scopeId ?? null };
}

/** Call last in a transaction (the lock serialises writers until they commit). `tx` must be the transaction. */
export async function appendChanges(tx: Database, list: NewChange[]): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${CHANGE_FEED_LOCK})`));
  await tx.insert(changes).values(list.map(changeRow));
}

/**
 * Appends one change of `kind` for `userId` per id the query selects (a subquery answering one column of ids), in one
 * statement however many there are. Call last in a transaction, as appendChanges.
 */
export async function appendChangesForIds(tx: Database, kind: ChangeKind, userId: number, ids: SQL): Promise<void> {
  await tx.execute(sql.raw(`SELECT pg_advisory_xact_lock(${CHANGE_FEED_LOCK})`));
  await tx.execute(sql`insert into ${changes} (kind, entity_id, user_id) select ${kind}, ids.id, ${userId} from (${ids}) as ids(id) order by ids.id`);
}

/** The highest committed cursor, 0 before the first change. */
export async function headCursor(db: Database): Promise<number> {
  const [row] = await db.select({ head: sql`coalesce(max(${changes.cursor}), 0)`.mapWith(Number) }).from(changes);
  return row?.head ?? 0;
}
