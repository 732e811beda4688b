// Poll votes through the engine against the real server: the choice and counts at once, offline changes land once, refusals kept.
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import type { Post } from '../../schema/posts';
import { polls } from '../../server/domains/posts/post-schema';
import { idempotencyKeys } from '../../server/core/sync-schema';
import { shownPoll } from '../../src/lib/poll-counts';
import { useSignedInMember } from './helpers/engine-harness';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();
const settled = async () => (await member.h.mirror.outbox.count()) === 0;

async function pollPost(hideResults = false): Promise<Post & { poll: NonNullable<Post['poll']> }> {
  const session = (await member.h.kv('session'))!;
  const ends_at = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', {
    session,
    body: { body: 'Tea or coffee?', poll: { options: ['Tea', 'Coffee'], ends_at, hide_results: hideResults } },
  });
  expect(res.status).toBe(201);
  await member.h.engine.posts.load(res.body.post.id);
  return res.body.post as Post & { poll: NonNullable<Post['poll']> };
}
/** The poll as the screen shows it: the mirror's post with the member's vote laid over. */
async function shown(post: Post) {
  const row = (await member.h.mirror.posts.get(`p${post.id}`))!;
  const vote = await member.h.mirror.poll_votes.get(post.poll!.id);
  return { vote, ...shownPoll(row.poll!, vote) };
}

describe('poll votes', () => {
  it('shows the vote and the counts at once, then the server counts it once', async () => {
    const post = await pollPost();
    const [tea, coffee] = post.poll.options.map((o) => o.id) as [number, number];
    await member.h.engine.polls.vote(post.id, post.poll.id, tea);
    const now = await shown(post);
    expect(now.vote).toMatchObject({ option_id: tea });
    expect(now.options.map((o) => o.count)).toEqual([1, 0]);
    expect(now.options.map((o) => o.percent)).toEqual([100, 0]);
    await waitFor(settled, 'delivery');
    const after = await shown(post);
    expect(after.options.map((o) => o.count)).toEqual([1, 0]);
    expect(after.vote).toMatchObject({ option_id: tea, server_option_id: tea });
    expect(after.vote!.status).toBeUndefined();

    await member.h.engine.polls.vote(post.id, post.poll.id, coffee);
    expect((await shown(post)).options.map((o) => o.count)).toEqual([0, 1]);
    await waitFor(settled, 'delivery of the change');
    expect((await shown(post)).options.map((o) => o.count)).toEqual([0, 1]);
  });

  it('offline: vote, change and retract are kept in order and land once each; the result is no vote', async () => {
    const post = await pollPost();
    const [tea, coffee] = post.poll.options.map((o) => o.id) as [number, number];
    member.server.setOffline(true);
    await member.h.engine.polls.vote(post.id, post.poll.id, tea);
    await member.h.engine.polls.vote(post.id, post.poll.id, coffee);
    await member.h.engine.polls.vote(post.id, post.poll.id, null);
    expect((await shown(post)).options.map((o) => o.count)).toEqual([0, 0]);
    const keys = (await member.h.mirror.outbox.toArray()).map((e) => e.client_id);
    expect(keys).toHaveLength(3);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    for (const key of keys) expect(await member.server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    const [stored] = await member.server.db.select({ n: polls.votesCount }).from(polls).where(eq(polls.id, post.poll.id));
    expect(stored!.n).toBe(0);
    expect(await member.h.mirror.poll_votes.get(post.poll.id)).toBeUndefined();
  });

  it('a vote in a poll that ended meanwhile is refused with the message; discard puts the choice back', async () => {
    const post = await pollPost();
    const [tea] = post.poll.options.map((o) => o.id) as [number];
    member.server.setOffline(true);
    const clientId = await member.h.engine.polls.vote(post.id, post.poll.id, tea);
    await member.server.db.update(polls).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(polls.id, post.poll.id));
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(async () => (await member.h.mirror.poll_votes.get(post.poll.id))?.status === 'failed', 'the refusal');
    expect(await member.h.mirror.poll_votes.get(post.poll.id)).toMatchObject({ error: messages.pollClosed, client_id: clientId });
    await member.h.engine.outbox.discard(clientId);
    expect(await member.h.mirror.poll_votes.get(post.poll.id)).toBeUndefined();
  });

  it('reads the member\'s votes when a post opens, and hides counts where the server hides them', async () => {
    const post = await pollPost(true);
    const session = (await member.h.kv('session'))!;
    const [, coffee] = post.poll.options.map((o) => o.id) as [number, number];
    // Voted on another device.
    await member.server.api.call('POST', `/api/v2/polls/${post.poll.id}/votes`, { session, body: { option_id: coffee } });
    await member.h.engine.posts.load(post.id);
    const now = await shown(post);
    expect(now.vote).toMatchObject({ option_id: coffee, server_option_id: coffee });
    expect(now.options.map((o) => o.count)).toEqual([null, null]);
    expect(now.total).toBeNull();
  });
});
