// Outbox commands: what the member sees of unsent writes, and what they may do with one that failed.
import type { Mutation } from '../../../../schema/outbox';
import type { EngineContext } from '../../../commands/context';

export function outboxCommands({ db, send, outbox }: EngineContext) {
  const { discardEntry, retryEntry, unsentMutations } = outbox;
  return {
    /** A failed entry back to pending, then a send attempt even while a backoff waits. */
    async retry(clientId: string): Promise<void> {
      await retryEntry(db, clientId);
      send(true);
    },

    /** Drops an unsent entry and its optimistic row. */
    discard(clientId: string): Promise<void> {
      return discardEntry(db, clientId);
    },

    /** Pending mutations, for the sign-out warning. */
    unsent(): Promise<Mutation[]> {
      return unsentMutations(db);
    },
  };
}
