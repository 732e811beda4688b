// Poll commands: voting, changing or retracting a vote through the outbox, and reading the member's votes.
import { putAccountPollVotes } from '../collections/poll-votes';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import type { EngineContext } from '../../../commands/context';

export function pollCommands({ db, api, send, outbox }: EngineContext) {
  return {
    /** Shows the choice and the counts at once and sends the vote (`optionId` null retracts it); answers the client id. */
    async vote(postId: number, pollId: number, optionId: number | null): Promise<string> {
      const clientId = await outbox.enqueue(db, { kind: 'poll.vote', post_id: postId, poll_id: pollId, option_id: optionId });
      send(false);
      return clientId;
    },

    /** The member's votes in these polls into the mirror (all of them without ids). */
    async loadVotes(pollIds?: number[]): Promise<void> {
      const userId = await currentUserId(db);
      const { poll_votes } = await api.accountPollVotes(pollIds);
      await writeAsMember(db, userId, () => putAccountPollVotes(db, pollIds ?? null, poll_votes));
    },
  };
}
