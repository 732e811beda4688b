// Pins, the comments setting and a comment refused because comments went off, through the engine against the real server:
// optimistic, laid over the server's rows with an edit waiting beside them, delivered once, and a refusal kept visibly.
import 'fake-indexeddb/auto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { PIN_FOREVER } from '../../schema/pin-rules';
import type { Post, PostWithComments } from '../../schema/posts';
import { groups, memberships } from '../../server/domains/groups/group-schema';
import { posts as postsTable } from '../../server/domains/posts/post-schema';
import { useSignedInMember } from './helpers/engine-harness';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();
const session = async () => (await member.h.kv('session'))!;
const row = (id: number) => member.h.mirror.posts.get(`p${id}`);
const settled = async () => (await member.h.mirror.outbox.where('status').notEqual('failed').count()) === 0;
const serverPost = async (id: number) => (await member.server.api.call<PostWithComments>('GET', `/api/v2/posts/${id}`, { session: await session() })).body;

async function ownPost(body = `Mine ${Math.random()}`): Promise<Post> {
  const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: await session(), body: { body } });
  await member.h.engine.posts.load(res.body.post.id);
  return res.body.post;
}

async function welcomeRole(role: 'member' | 'admin') {
  const { user_id } = await session();
  const [welcome] = await member.server.db.select({ id: groups.id }).from(groups).where(eq(groups.key, 'welcome'));
  await member.server.db.update(memberships).set({ role }).where(and(eq(memberships.groupId, welcome!.id), eq(memberships.userId, user_id)));
}

async function onlineAgain() {
  member.server.setOffline(false);
  await member.h.engine.syncNow();
  await waitFor(settled, 'delivery');
}

describe('post controls', () => {
  it("offline: a group admin's pin and an edit both show at once, survive the server's copy and land once", async () => {
    await welcomeRole('admin');
    try {
      const post = await ownPost('Pin and edit me');
      member.server.setOffline(true);
      await member.h.engine.edits.pinPost(post.id, 'forever');
      await member.h.engine.edits.editPost(post, 'Pinned and edited');
      expect(await row(post.id)).toMatchObject({
        body: 'Pinned and edited',
        pinned_until: PIN_FOREVER,
        pending_change: { kind: 'edit', status: 'pending', server_body: 'Pin and edit me', server_pinned_until: null },
      });
      // The server's copy arrives meanwhile (a refresh): the member still sees both changes.
      member.server.setOffline(false);
      await member.h.engine.posts.load(post.id);
      expect(await row(post.id)).toMatchObject({ body: 'Pinned and edited', pinned_until: PIN_FOREVER });
      await onlineAgain();
      const after = await row(post.id);
      expect(after).toMatchObject({ body: 'Pinned and edited', pinned_until: PIN_FOREVER });
      expect(after!.pending_change).toBeUndefined();
      expect((await serverPost(post.id)).post).toMatchObject({ body: 'Pinned and edited', pinned_until: PIN_FOREVER });

      await member.h.engine.edits.unpinPost(post.id);
      expect((await row(post.id))!.pinned_until).toBeNull();
      await onlineAgain();
      expect((await serverPost(post.id)).post.pinned_until).toBeNull();
    } finally {
      await welcomeRole('member');
    }
  });

  it("a member's pin is refused with the server's words and kept to retry or discard; discarding shows the server's state", async () => {
    const post = await ownPost('Not mine to pin');
    await member.h.engine.edits.pinPost(post.id, 'day');
    await waitFor(async () => (await row(post.id))?.pending_change?.status === 'failed', 'the refusal');
    const refused = await row(post.id);
    expect(refused).toMatchObject({ pending_change: { kind: 'pin', status: 'failed', error: messages.pinNotAllowed } });
    expect(refused!.pinned_until).not.toBeNull();
    await member.h.engine.outbox.discard(refused!.pending_change!.client_id);
    const back = await row(post.id);
    expect(back!.pinned_until).toBeNull();
    expect(back!.pending_change).toBeUndefined();
  });

  it('a comment queued offline on a post whose comments went off fails with that message and stays', async () => {
    const post = await ownPost('Soon quiet');
    member.server.setOffline(true);
    const clientId = await member.h.engine.comments.create(post.id, 'Too late to say');
    await member.server.db.update(postsTable).set({ commentsDisabled: true }).where(eq(postsTable.id, post.id));
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(async () => (await member.h.mirror.comments.where('client_id').equals(clientId).first())?.status === 'failed', 'the refusal');
    expect(await member.h.mirror.comments.where('client_id').equals(clientId).first()).toMatchObject({ body: 'Too late to say', error: messages.commentsDisabled });
    expect(await member.h.mirror.outbox.where('client_id').equals(clientId).first()).toMatchObject({ status: 'failed' });
  });
});
