// Voting in a poll (or retracting, option null): the member's choice and the shown counts change at once; the answer brings the poll's counts.
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { MutationOf } from '../../../../schema/outbox';
import { voteAnswer, type VoteAnswer } from '../../../../schema/polls';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';

type Vote = MutationOf<'poll.vote'>;

/** Another vote in the same poll is still unsent (besides `clientId`). */
async function othersPending(db: LocalDb, pollId: number, clientId: string): Promise<boolean> {
  return (await db.outbox.filter((e) => e.client_id !== clientId && e.mutation.kind === 'poll.vote' && e.mutation.poll_id === pollId).count()) > 0;
}

/** Nothing of this poll's vote is unsent any more: what the member sees is what the server knows. */
async function settle(db: LocalDb, m: Vote): Promise<void> {
  const row = await db.poll_votes.get(m.poll_id);
  if (!row || (await othersPending(db, m.poll_id, m.client_id))) return;
  if (row.server_option_id === null) await db.poll_votes.delete(m.poll_id);
  else await db.poll_votes.put({ poll_id: m.poll_id, option_id: row.server_option_id, server_option_id: row.server_option_id });
}

export const pollVote = defineMutation({
  kind: 'poll.vote',
  async write(db, m) {
    const row = await db.poll_votes.get(m.poll_id);
    // With no row the device knows of no vote of the member's in this poll.
    const server_option_id = row ? row.server_option_id : null;
    await db.poll_votes.put({ poll_id: m.poll_id, option_id: m.option_id, server_option_id, status: 'pending', client_id: m.client_id });
  },
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.poll_id }, body: { option_id: m.option_id }, schema: voteAnswer }),
  async delivered(db, m, answer: VoteAnswer) {
    // The counts and the server's vote change together, so the shown counts never count the vote twice.
    if (answer.poll) {
      const poll = answer.poll;
      await db.posts.where('id').equals(m.post_id).modify((p) => {
        p.poll = poll;
      });
    }
    await db.poll_votes.update(m.poll_id, { server_option_id: answer.poll_vote?.option_id ?? null });
    await settle(db, m);
  },
  async refused(db, m, message) {
    await db.poll_votes.update(m.poll_id, { status: 'failed', error: message });
  },
  async retried(db, m) {
    await db.poll_votes.update(m.poll_id, { status: 'pending', error: undefined });
  },
  discarded: (db, m) => settle(db, m),
  fallbackMessage: messages.voteNotSaved,
});
