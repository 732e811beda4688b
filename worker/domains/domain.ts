// What a domain declares, as one object: its synced collections, its write kinds (one outbox module each) and its commands.
import type { MutationKind } from '../../schema/outbox';
import type { Collection } from '../collections/collection';
import type { EngineContext } from '../commands/context';
import type { MutationModule } from '../mutations/mutation';

/**
 * Write kinds keyed by their own name (`'like.create': likeCreate`): a module filed under another kind does not compile.
 * The answer type differs per kind and is only ever passed from a module's send to its own delivered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MutationsOf<M> = { [K in keyof M]: K extends MutationKind ? MutationModule<K, any> : never };

export interface Domain<C, M, Cmd> {
  name: string;
  /** The domain's synced collections, in the order the forget cascade and the sweep run them (see domains/index.ts). */
  collections: C;
  /** The domain's outbox write kinds of schema/outbox.ts, each with its module. */
  mutations: M;
  /** The domain's commands by namespace, over the engine's context: `engine.<namespace>.<command>()`. */
  commands(ctx: EngineContext): Cmd;
}

/** Declares a domain; the registries (collections, mutations, commands) take it from the list in domains/index.ts. */
export function defineDomain<C extends Record<string, Collection<never>>, M extends MutationsOf<M>, Cmd extends Record<string, object>>(
  domain: Domain<C, M, Cmd>,
): Domain<C, M, Cmd> {
  return domain;
}
