// The registry of outbox mutation kinds, taken from the domains list: the outbox finds each kind's module here, and the compiler refuses a missing one.
import type { Mutation, MutationKind } from '../../schema/outbox';
import { domains, type Domains } from '../domains';
import type { MutationModule } from './mutation';
import { useOverlays } from '../overlay/rebase';

// The answer type differs per kind and is only ever passed from a module's send to its own delivered.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Registry = { [K in MutationKind]: MutationModule<K, any> };
type KindsOf<M> = M extends unknown ? keyof M & MutationKind : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Declared = { [K in KindsOf<Domains[number]['mutations']>]: MutationModule<K, any> };

/** One entry per kind of schema/outbox.ts, from the domains' `mutations`: remove one and this stops compiling. */
const modules: Registry = Object.assign({}, ...domains.map((d) => d.mutations)) as Declared;

export class UnknownMutationKindError extends Error {
  constructor(kind: string) {
    super(`No module handles the outbox mutation kind "${kind}"`);
    this.name = 'UnknownMutationKindError';
  }
}

/** The module of a mutation, typed loosely for the generic outbox; an unknown kind (a newer app's entry) throws. */
export function moduleOf(m: Pick<Mutation, 'kind'>): MutationModule<MutationKind, unknown> {
  const mod = (modules as Partial<Record<string, unknown>>)[m.kind];
  if (!mod) throw new UnknownMutationKindError(m.kind);
  return mod as unknown as MutationModule<MutationKind, unknown>;
}

// The engine's overlay finds each kind's effect here (an unknown kind lays nothing over).
useOverlays((kind) => (modules as Partial<Record<string, MutationModule<MutationKind, unknown>>>)[kind]?.overlay as never);

export const registeredMutationKinds = (): string[] => Object.keys(modules);
