// What a domain's commands may do with the outbox, handed to them in their context: they cannot import the outbox (it finds their write kinds through the domains list).
import type { LocalDb } from '../schema/local-db';
import type { Mutation, MutationInputShape } from '../schema/outbox';
import type { Lost } from './collections/collection';
import type { WriteContext } from './mutations/mutation';

/** A mutation as a command builds it: everything but the client id, which the outbox assigns. */
export type MutationInput = MutationInputShape extends infer M ? (M extends MutationInputShape ? Omit<M, 'client_id'> : never) : never;

/** The outbox's calls a command makes (worker/outbox.ts implements them; the engine hands them over). */
export interface OutboxHandle {
  /** Checks the mutation, then writes its optimistic rows and its entry in one transaction; answers the client id. */
  enqueue(db: LocalDb, input: MutationInput): Promise<string>;
  /** Several mutations that stand or fall together, in order, with `alongside` writing the rows they refer to. */
  enqueueMany(db: LocalDb, inputs: (MutationInput & { client_id?: string })[], alongside?: (ctx: WriteContext) => Promise<void>): Promise<string[]>;
  retryEntry(db: LocalDb, clientId: string): Promise<void>;
  discardEntry(db: LocalDb, clientId: string): Promise<void>;
  unsentMutations(db: LocalDb): Promise<Mutation[]>;
}

/** The collections' forget cascade (worker/collections/registry.ts), handed over the same way. Call inside a transaction. */
export type Forget = (db: LocalDb, lost: Partial<Lost>) => Promise<void>;
