// What an audience declares once: what a change's scope names, who may see its changes (the delta feed), which realtime channels hear them.
import type { SQL } from 'drizzle-orm';
import type { ChangeKind } from '../../../schema/sync';
import type { Database } from '../../db/connect';
import type { changes } from '../sync-schema';

/** What a change's `scope_id` names, by its kind's audience (a new kind of thing to scope by is a value of `changes.scope`). */
export type Scope = NonNullable<(typeof changes.$inferSelect)['scope']>;

/** A change that names no member (one that names a member goes to that member alone, whatever its audience). */
export interface SharedChange {
  cursor: number;
  kind: ChangeKind;
  scopeId: number | null;
}

export interface AudienceDef {
  /** What `scope_id` names for this audience's kinds, or null when their changes name nothing. */
  scope: Scope | null;
  /** SQL over `changes` (already narrowed to this audience's kinds): the changes this member may see now; null for nobody. */
  visibleTo(userId: number): SQL | null;
  /** The realtime channels each change goes to, in the order given. */
  channels(db: Database, rows: SharedChange[]): Promise<string[][]>;
}

/**
 * Who is in the scope of each row (a group's admins, a course's learners, a chat's members), with one query for the
 * rows' distinct scope ids; `find` answers (scope id, member id) pairs.
 */
export async function membersOfScopes(rows: SharedChange[], find: (ids: number[]) => Promise<{ id: number; userId: number }[]>): Promise<(scopeId: number | null) => number[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.scopeId === null ? [] : [r.scopeId])))];
  const members = new Map<number, number[]>();
  for (const f of ids.length === 0 ? [] : await find(ids)) members.set(f.id, [...(members.get(f.id) ?? []), f.userId]);
  return (scopeId) => (scopeId === null ? [] : (members.get(scopeId) ?? []));
}
