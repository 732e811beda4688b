// Poll votes: vote, change, retract, counts moved once, closed polls, exactly-once replays, the member's votes, and who may vote.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { pollVotesResponse, voteAnswer } from '../../schema/polls';
import { postResponse, postWithComments } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { pollOptions, polls } from '../../server/domains/posts/post-schema';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('poll votes on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const keyed = (key?: string) => (key ? { 'idempotency-key': key } : undefined);

  /** A post with a poll, stored directly (creating polls is the post-kinds work's own test). */
  async function pollPost(s: Session, wall = 'welcome', endsInMs = 86_400_000) {
    const post = postResponse.parse((await ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body: { body: 'Which one?' } })).body).post;
    const db = ctx.testDb.db;
    const [poll] = await db.insert(polls).values({ postId: post.id, endsAt: new Date(Date.now() + endsInMs) }).returning({ id: polls.id });
    const options = await db
      .insert(pollOptions)
      .values(['Red', 'Blue', 'Green'].map((text, position) => ({ pollId: poll!.id, position, text })))
      .returning({ id: pollOptions.id });
    return { post, pollId: poll!.id, options: options.map((o) => o.id) };
  }
  const vote = (s: Session | undefined, pollId: number, option_id: unknown, key?: string) =>
    ctx.api.call('POST', `/api/v2/polls/${pollId}/votes`, { session: s, body: { option_id }, headers: keyed(key) });
  const retract = (s: Session | undefined, pollId: number, key?: string) =>
    ctx.api.call('DELETE', `/api/v2/polls/${pollId}/votes`, { session: s, headers: keyed(key) });
  async function counts(pollId: number) {
    const db = ctx.testDb.db;
    const [poll] = await db.select({ total: polls.votesCount }).from(polls).where(eq(polls.id, pollId));
    const options = await db.select({ n: pollOptions.votesCount }).from(pollOptions).where(eq(pollOptions.pollId, pollId)).orderBy(pollOptions.position);
    return { total: poll!.total, options: options.map((o) => o.n) };
  }
  const myVotes = async (s: Session, query = '') => {
    const res = await ctx.api.call('GET', `/api/v2/account/poll_votes${query}`, { session: s });
    expect(res.status).toBe(200);
    return pollVotesResponse.parse(res.body).poll_votes;
  };

  it('votes (201), changes the vote (200) and retracts it, moving each count once', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const { post, pollId, options } = await pollPost(noah);
    const [red, blue] = options as [number, number];
    const first = await vote(mia, pollId, red);
    expect(first.status).toBe(201);
    expect(voteAnswer.parse(first.body).poll_vote).toEqual({ poll_id: pollId, option_id: red });
    expect((await vote(mia, pollId, red)).status).toBe(200);
    expect(await counts(pollId)).toEqual({ total: 1, options: [1, 0, 0] });
    expect((await vote(noah, pollId, red)).status).toBe(201);
    const changed = await vote(mia, pollId, blue);
    expect(changed.status).toBe(200);
    expect(await counts(pollId)).toEqual({ total: 2, options: [1, 1, 0] });
    // The answer carries the poll as the voter now sees it, and the post read does too.
    expect(voteAnswer.parse(changed.body).poll).toMatchObject({ id: pollId, votes_count: 2, options: [{ votes_count: 1 }, { votes_count: 1 }, { votes_count: 0 }] });
    const read = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${post.id}`, { session: noah })).body);
    expect(read.post.poll?.options.map((o) => o.votes_count)).toEqual([1, 1, 0]);
    expect(await myVotes(mia)).toContainEqual({ poll_id: pollId, option_id: blue });
    const off = await retract(mia, pollId);
    expect(off.status).toBe(200);
    expect(voteAnswer.parse(off.body).poll_vote).toBeNull();
    expect((await retract(mia, pollId)).status).toBe(200);
    expect(await counts(pollId)).toEqual({ total: 1, options: [1, 0, 0] });
    // A vote of null retracts too (how the device sends a retraction).
    await vote(mia, pollId, blue);
    const nullVote = await vote(mia, pollId, null);
    expect(nullVote.status).toBe(200);
    expect(voteAnswer.parse(nullVote.body).poll_vote).toBeNull();
    expect(await myVotes(mia, `?question_ids=${pollId}`)).toEqual([]);
    expect(await myVotes(noah, `?question_ids=${pollId}`)).toEqual([{ poll_id: pollId, option_id: red }]);
  });

  it('replays a vote by its key without counting again; another option with that key is a 422', async () => {
    const mia = await login('member@example.com');
    const { pollId, options } = await pollPost(mia);
    const [red, blue] = options as [number, number];
    const first = await vote(mia, pollId, red, 'cl_vote_0001');
    await retract(mia, pollId, 'cl_retract_0001');
    const replay = await vote(mia, pollId, red, 'cl_vote_0001');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await counts(pollId)).toEqual({ total: 0, options: [0, 0, 0] });
    const misused = await vote(mia, pollId, blue, 'cl_vote_0001');
    expect(misused.status).toBe(422);
    expect(misused.body).toEqual({ errors: [messages.idempotencyConflict] });
    const racing = await Promise.all(Array.from({ length: 4 }, () => vote(mia, pollId, blue, 'cl_vote_race_01')));
    expect(racing.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await counts(pollId)).toEqual({ total: 1, options: [0, 1, 0] });
  });

  it('refuses a closed poll, an option of another poll and malformed bodies', async () => {
    const mia = await login('member@example.com');
    const closed = await pollPost(mia, 'welcome', -1000);
    const res = await vote(mia, closed.pollId, closed.options[0]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: [messages.pollClosed] });
    expect((await retract(mia, closed.pollId)).body).toEqual({ errors: [messages.pollClosed] });
    const open = await pollPost(mia);
    const wrong = await vote(mia, open.pollId, closed.options[0]);
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ errors: [messages.pollOptionUnknown] });
    for (const bad of [undefined, 'one', -1, 1.5]) expect((await vote(mia, open.pollId, bad)).status).toBe(400);
    expect((await vote(mia, 0, open.options[0])).status).toBe(400);
    const unknown = await vote(mia, 99_999_999, 1);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [messages.pollNotFound] });
    for (const q of ['?question_ids=x', '?question_ids=1,', '?question_ids=99999999999']) {
      expect((await ctx.api.call('GET', `/api/v2/account/poll_votes${q}`, { session: mia })).status).toBe(400);
    }
  });

  it('lets readers vote: visitors 401, outsiders 404, a disabled member 403; votes in lost groups are not listed', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const grace = await login('grace@example.com');
    const backstage = await pollPost(noah, 'backstage');
    expect((await vote(undefined, backstage.pollId, backstage.options[0])).status).toBe(401);
    expect((await ctx.api.call('GET', '/api/v2/account/poll_votes')).status).toBe(401);
    const outsider = await vote(mia, backstage.pollId, backstage.options[0]);
    expect(outsider.status).toBe(404);
    expect(outsider.body).toEqual({ errors: [messages.pollNotFound] });
    expect((await vote(ada, backstage.pollId, backstage.options[1])).status).toBe(201);
    const inner = await pollPost(mia, 'inner-circle');
    expect((await vote(mia, inner.pollId, inner.options[2])).status).toBe(201);
    expect((await vote(grace, inner.pollId, inner.options[2])).status).toBe(201);
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const disabled = await vote(grace, inner.pollId, inner.options[1]);
      expect(disabled.status).toBe(403);
      expect(disabled.body).toEqual({ errors: [messages.accountDisabled] });
    });
    expect(await myVotes(mia, `?question_ids=${inner.pollId},${backstage.pollId}`)).toEqual([{ poll_id: inner.pollId, option_id: inner.options[2] }]);
    const groups = (await ctx.api.call('GET', '/api/v2/groups', { session: mia })).body.groups as { id: number; key: string }[];
    const innerId = groups.find((g) => g.key === 'inner-circle')!.id;
    expect((await ctx.api.call('DELETE', `/api/v2/groups/${innerId}/membership`, { session: mia })).status).toBe(204);
    expect(await myVotes(mia, `?question_ids=${inner.pollId}`)).toEqual([]);
  });
});
