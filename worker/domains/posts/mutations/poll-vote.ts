// Voting in a poll (or retracting, option null): laid over the member's vote at once; the answer brings the poll's counts and the server's vote.
import { messages } from '../../../../schema/messages';
import { serverUid } from '../../../../schema/mirror/draft-rows';
import type { LocalPollVote } from '../../../../schema/mirror/poll-votes';
import { voteAnswer, type VoteAnswer } from '../../../../schema/polls';
import { defineMutation, sendAsDeclared } from '../../../mutations/mutation';
import { overlay, writeState } from '../../../overlay/overlay';
import { updateServerRows } from '../../../overlay/rebase';
import { setServerVote } from '../collections/poll-votes';

export const pollVote = defineMutation<'poll.vote', VoteAnswer>({
  kind: 'poll.vote',
  // With no row the device knows of no vote of the member's in this poll.
  overlay: overlay((m) => [{ table: 'poll_votes', key: m.poll_id }], {
    poll_votes: (row, w): LocalPollVote => ({ ...(row ?? { poll_id: w.mutation.poll_id, server_option_id: null }), option_id: w.mutation.option_id, ...writeState(w) }),
  }),
  send: (api, m) => sendAsDeclared(api, m, { params: { id: m.poll_id }, body: { option_id: m.option_id }, schema: voteAnswer }),
  async delivered(db, m, answer) {
    // The counts and the server's vote change together, so the shown counts never count the vote twice.
    const poll = answer.poll;
    if (poll) await updateServerRows(db, 'posts', [serverUid(m.post_id)], (p) => ({ ...p, poll }));
    await setServerVote(db, m.poll_id, answer.poll_vote?.option_id ?? null);
  },
  fallbackMessage: messages.voteNotSaved,
});
