// What a synced collection declares: its table, how each change kind it owns applies, what it forgets, and its retention budget.
import type { LocalDb, TableName } from '../../schema/local-db';
import type { ChangeKind, ChangeOf } from '../../schema/sync';

/**
 * Rows that are gone for the member: a lost group (with everything in it), deleted posts or comments. Each
 * collection first adds what it owns that hangs off them (`expand`), then removes its own rows (`forget`).
 * Rows the member wrote and has not yet delivered are never forgotten.
 */
export interface Lost {
  groupKeys: string[];
  postIds: number[];
  commentIds: number[];
}

export interface ApplyContext {
  /** Removes everything that refers to these from every collection. */
  forget(lost: Partial<Lost>): Promise<void>;
}

export type Applier<K extends ChangeKind> = (db: LocalDb, changes: ChangeOf<K>[], ctx: ApplyContext) => Promise<void>;
export type Appliers<K extends ChangeKind> = { [P in K]: Applier<P> };

export interface Retention {
  /** Rows this collection keeps at most (unsent rows do not count against it and are never swept). */
  budget: number;
  /** Drops rows beyond the budget, least useful first; answers how many went. */
  sweep(db: LocalDb, budget: number, ctx: ApplyContext): Promise<number>;
}

export interface Collection<K extends ChangeKind = ChangeKind> {
  table: TableName;
  /** One handler for every change kind this collection owns: the compiler refuses a missing one. */
  changes: Appliers<K>;
  expand?(db: LocalDb, lost: Lost): Promise<void>;
  forget?(db: LocalDb, lost: Lost): Promise<void>;
  retention?: Retention;
}

/** Declares a collection owning exactly the kinds `K`: `defineCollection<'post.upsert' | 'post.delete'>({...})`. */
export function defineCollection<K extends ChangeKind = never>(c: Collection<K>): Collection<K> {
  return c;
}

/** Adds ids to a list without repeating them. */
export function addIds<T>(list: T[], more: Iterable<T>): void {
  const seen = new Set(list);
  for (const id of more) {
    if (seen.has(id)) continue;
    seen.add(id);
    list.push(id);
  }
}
