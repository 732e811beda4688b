// The registry of synced collections, taken from the domains list: delta application, cascades and the retention sweep are built from it.
import type { LocalDb } from '../../schema/local-db';
import type { Change, ChangeKind } from '../../schema/sync';
import { domains, type Domains } from '../domains';
import type { Appliers, ApplyContext, Collection, Lost } from './collection';
// Server rows the changes bring are laid under the unsent writes: the write kinds' overlays must be known.
import '../mutations/registry';

/** Each domain's collections, in the domains' order (worker/domains/index.ts says why the order matters). */
export const collections: Collection<never>[] = domains.flatMap((d) => Object.values(d.collections) as Collection<never>[]);

type CollectionOf<D> = D extends { collections: infer C } ? C[keyof C] : never;
type KindsOf<C> = C extends { changes: infer A } ? keyof A & ChangeKind : never;
type HandledKind = KindsOf<CollectionOf<Domains[number]>>;

/** Every change kind has exactly one handler: remove one from a collection, or a collection from its domain, and this line stops compiling. */
const appliers: Appliers<ChangeKind> = Object.assign({}, ...collections.map((c) => c.changes)) as Appliers<HandledKind>;

export class UnknownChangeKindError extends Error {
  constructor(kind: string) {
    super(`No collection handles the change kind "${kind}"`);
    this.name = 'UnknownChangeKindError';
  }
}

function context(db: LocalDb): ApplyContext {
  return { forget: (lost) => forget(db, lost) };
}

/** Removes what is gone, and everything on the device that hangs off it. Call inside a transaction. */
export async function forget(db: LocalDb, partial: Partial<Lost>): Promise<void> {
  const lost: Lost = { groupKeys: [...(partial.groupKeys ?? [])], postIds: [...(partial.postIds ?? [])], commentIds: [...(partial.commentIds ?? [])] };
  for (const c of collections) await c.expand?.(db, lost);
  for (const c of collections) await c.forget?.(db, lost);
}

/** Applies changes in order; consecutive changes of one kind go to their collection as one batch. */
export async function applyChanges(db: LocalDb, changes: Change[]): Promise<void> {
  const ctx = context(db);
  for (let start = 0; start < changes.length; ) {
    const kind = changes[start]!.kind;
    let end = start + 1;
    while (end < changes.length && changes[end]!.kind === kind) end++;
    const apply = (appliers as Partial<Record<string, (db: LocalDb, run: Change[], ctx: ApplyContext) => Promise<void>>>)[kind];
    if (!apply) throw new UnknownChangeKindError(kind);
    await apply(db, changes.slice(start, end), ctx);
    start = end;
  }
}

export const handledKinds = (): string[] => Object.keys(appliers);

/** Keeps each collection within its budget; answers how many rows went, per table. Call inside a transaction. */
export async function sweepMirror(db: LocalDb, budgets: Partial<Record<string, number>> = {}): Promise<Record<string, number>> {
  const ctx = context(db);
  const swept: Record<string, number> = {};
  for (const c of collections) {
    if (!c.retention) continue;
    swept[c.table] = await c.retention.sweep(db, budgets[c.table] ?? c.retention.budget, ctx);
  }
  return swept;
}
