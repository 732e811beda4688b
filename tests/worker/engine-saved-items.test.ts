// Saved items through the engine against the real server: at once and offline, exactly once, in order, refused and discarded, listed newest first.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../schema/posts';
import { savedItemUid } from '../../schema/saved-items/saved-item-rules';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();

/** A fresh post by another member, loaded into the mirror. */
async function freshPost(text = `Save me ${Math.random()}`): Promise<Post> {
  const noah = (await member.server.api.call<{ secret_id: string; secret: string; user_id: number }>('POST', '/api/v1/sessions', { body: { email: OTHER, password: DEMO_PASSWORD } })).body;
  const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: noah, body: { body: text } });
  expect(res.status).toBe(201);
  await member.h.engine.posts.load(res.body.post.id);
  return res.body.post;
}

async function savedOnServer(): Promise<string[]> {
  const session = (await member.h.kv('session'))!;
  const res = await member.server.api.call<{ saved_items: { saveable_type: 'Post'; saveable_id: number }[] }>('GET', '/api/v2/account/saved_items', { session });
  expect(res.status).toBe(200);
  return res.body.saved_items.map((s) => savedItemUid(s.saveable_type, s.saveable_id));
}

const settled = async () => (await member.h.mirror.outbox.count()) === 0;
const row = (id: number) => member.h.mirror.saved_items.get(savedItemUid('Post', id));

describe('saved items', () => {
  it('offline: a save shows at once with what the device knows of the post, and lands once when the network returns', async () => {
    const post = await freshPost('A post worth keeping for later');
    member.server.setOffline(true);
    await member.h.engine.saved.save({ type: 'Post', id: post.id });
    expect(await row(post.id)).toMatchObject({ status: 'pending', item: { title: 'A post worth keeping for later', place: expect.any(String) } });
    // Saved twice before it was sent, and unsaved then saved again: one row, and one save on the server.
    await member.h.engine.saved.unsave({ type: 'Post', id: post.id });
    expect(await row(post.id)).toBeUndefined();
    await member.h.engine.saved.save({ type: 'Post', id: post.id });
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    expect((await savedOnServer()).filter((uid) => uid === savedItemUid('Post', post.id))).toHaveLength(1);
    const saved = (await row(post.id))!;
    expect(saved.status).toBeUndefined();
    expect(saved.item.title).toBe('A post worth keeping for later');
  });

  it('lists the newest saved first; an item unsaved elsewhere leaves the list when it is read again', async () => {
    const [a, b] = [await freshPost(), await freshPost()];
    await member.h.engine.saved.save({ type: 'Post', id: a.id });
    await waitFor(settled, 'the first save');
    await member.h.engine.saved.save({ type: 'Post', id: b.id });
    await waitFor(settled, 'the second save');
    await member.h.engine.saved.load();
    const uids = (await member.h.mirror.saved_items.orderBy('saved_at').reverse().primaryKeys()) as string[];
    expect(uids.indexOf(savedItemUid('Post', b.id))).toBeLessThan(uids.indexOf(savedItemUid('Post', a.id)));

    const session = (await member.h.kv('session'))!;
    expect((await member.server.api.call('DELETE', `/api/v2/account/saved_items/Post/${a.id}`, { session })).status).toBe(204);
    await member.h.engine.saved.load();
    expect(await row(a.id)).toBeUndefined();
    expect(await row(b.id)).toBeDefined();
  });

  it('a save the server refuses shows its words, stays until discarded, then goes', async () => {
    await member.h.engine.saved.save({ type: 'Post', id: 987654 });
    await waitFor(async () => (await row(987654))?.status === 'failed', 'the refusal');
    const refused = (await row(987654))!;
    expect(refused.error).toBe('This item does not exist or you cannot see it');
    await member.h.engine.outbox.discard(refused.client_id!);
    expect(await row(987654)).toBeUndefined();
    expect(await member.h.mirror.outbox.count()).toBe(0);
  });
});
