// The member's poll votes: what the server says (GET /api/v2/account/poll_votes), with the member's unsent vote kept over it.
import type { LocalDb } from '../../../../schema/local-db';
import type { PollVote } from '../../../../schema/polls';
import { dropServerRows, putServerRows } from '../../../overlay/rebase';

/** Records the server's vote in one poll (a row when there is one); an unsent vote stays laid over it. */
export async function setServerVote(db: LocalDb, pollId: number, optionId: number | null): Promise<void> {
  if (optionId === null) await dropServerRows(db, 'poll_votes', [pollId]);
  else await putServerRows(db, 'poll_votes', [{ poll_id: pollId, option_id: optionId, server_option_id: optionId }]);
}

/**
 * The server's answer to "my votes" (in these polls, or in every poll I may read when `askedIds` is null): the polls
 * it does not name have no vote of mine.
 */
export async function putAccountPollVotes(db: LocalDb, askedIds: number[] | null, votes: PollVote[]): Promise<void> {
  const byPoll = new Map(votes.map((v) => [v.poll_id, v.option_id]));
  const ids = askedIds ?? [...new Set([...byPoll.keys(), ...(await db.poll_votes.toCollection().primaryKeys())])];
  for (const id of ids) await setServerVote(db, id, byPoll.get(id) ?? null);
}
