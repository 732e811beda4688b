// Poll votes: vote, change or retract (once per Idempotency-Key, counts moved in the same transaction), and the member's own votes.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { PollVote, VoteAnswer } from '../../../schema/polls';
import type { Database } from '../../db/connect';
import { pollOptions, polls, pollVotes, posts } from './post-schema';
import { appendChanges } from '../../core/changes';
import { readableGroupIds } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { livePostWire } from './post-wire';
import { readablePost } from './readable-post';
import type { Viewer } from '../sessions/sessions';
import { assertPostOpen, postLensFor } from './premium-posts';

/** The poll if its post is readable by the viewer: 404 'Poll does not exist' otherwise, 422 once it has ended. */
async function openPoll(tx: Database, viewer: Viewer, pollId: number) {
  // Locked until commit: the votes of a poll are counted one at a time.
  const [poll] = await tx.select({ postId: polls.postId, endsAt: polls.endsAt }).from(polls).where(eq(polls.id, pollId)).for('update');
  const notFound = () => new HttpError(404, messages.pollNotFound);
  if (!poll) throw notFound();
  const { access, authorId, requiredPlan } = await readablePost(tx, viewer, poll.postId).catch(() => {
    throw notFound();
  });
  // A premium post's poll is its content: 403 with the plan for the paywall.
  assertPostOpen(await postLensFor(tx, viewer), { required_plan: requiredPlan, authorId });
  if (poll.endsAt.getTime() <= Date.now()) throw new HttpError(422, messages.pollClosed);
  return { postId: poll.postId, groupId: access.group.id };
}

async function moveCount(tx: Database, pollId: number, optionId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(pollOptions)
    .set({ votesCount: sql`greatest(${pollOptions.votesCount} + ${delta}, 0)` })
    .where(eq(pollOptions.id, optionId));
  await tx
    .update(polls)
    .set({ votesCount: sql`greatest(${polls.votesCount} + ${delta}, 0)` })
    .where(eq(polls.id, pollId));
}

/**
 * Sets the member's vote (an option id) or retracts it (null). Answers the vote after the call and the poll as the
 * member now sees it; a vote for the option already chosen changes nothing. Everyone reading the group gets the new
 * counts through a post.upsert.
 */
export function setVote(db: Database, viewer: Viewer, pollId: number, optionId: number | null, key: string | null): Promise<StoredAnswer<VoteAnswer>> {
  const userId = viewer.user.id;
  const fingerprint = requestFingerprint(optionId === null ? `DELETE votes ${pollId}` : `POST votes ${pollId}`, { option_id: optionId });
  return idempotentWrite(db, { userId, key, fingerprint }, async (tx) => {
    const { postId, groupId } = await openPoll(tx, viewer, pollId);
    if (optionId !== null) {
      const [option] = await tx
        .select({ id: pollOptions.id })
        .from(pollOptions)
        .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)));
      if (!option) throw new HttpError(422, messages.pollOptionUnknown);
    }
    const [earlier] = await tx
      .select({ optionId: pollVotes.optionId })
      .from(pollVotes)
      .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)));
    const before = earlier?.optionId ?? null;
    let status = 200;
    if (before !== optionId) {
      if (before !== null) await moveCount(tx, pollId, before, -1);
      if (optionId === null) {
        await tx.delete(pollVotes).where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)));
      } else {
        await tx
          .insert(pollVotes)
          .values({ pollId, optionId, userId })
          .onConflictDoUpdate({ target: [pollVotes.pollId, pollVotes.userId], set: { optionId, createdAt: sql`now()` } });
        await moveCount(tx, pollId, optionId, 1);
        if (before === null) status = 201;
      }
      await appendChanges(tx, [{ kind: 'post.upsert', entityId: postId, scopeId: groupId }]);
    }
    const post = await livePostWire(tx, postId, await postLensFor(tx, viewer));
    return { status, body: { poll_vote: optionId === null ? null : { poll_id: pollId, option_id: optionId }, poll: post?.poll ?? null } };
  });
}

/** The member's votes in polls of posts they may read now, optionally only these polls. */
export async function accountPollVotes(db: Database, viewer: Viewer, pollIds?: number[]): Promise<{ poll_votes: PollVote[] }> {
  const rows = await db
    .select({ poll_id: pollVotes.pollId, option_id: pollVotes.optionId })
    .from(pollVotes)
    .innerJoin(polls, eq(polls.id, pollVotes.pollId))
    .innerJoin(posts, eq(posts.id, polls.postId))
    .where(
      and(
        eq(pollVotes.userId, viewer.user.id),
        pollIds ? inArray(pollVotes.pollId, pollIds) : undefined,
        sql`${posts.deletedAt} is null and ${posts.groupId} in ${readableGroupIds(viewer.user.id)}`,
      ),
    )
    .orderBy(pollVotes.pollId);
  return { poll_votes: rows };
}
