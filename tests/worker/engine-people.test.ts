// People through the engine against the real server: a profile into the mirror, following offline and exactly once, blocking.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../schema/posts';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();

async function noah() {
  const res = await member.server.api.call<{ secret_id: string; secret: string; user_id: number }>('POST', '/api/v1/sessions', {
    body: { email: OTHER, password: DEMO_PASSWORD },
  });
  return res.body;
}
const settled = async () => (await member.h.mirror.outbox.count()) === 0;
const followersOnServer = async (id: number) => {
  const session = (await member.h.kv('session'))!;
  const res = await member.server.api.call<{ account: { followers_count: number; following: boolean } }>('GET', `/api/v1/accounts/${id}`, { session });
  return res.body.account;
};

describe('people', () => {
  it('reads a profile into the mirror with its card; follows offline at once, delivered once when back; discard restores', async () => {
    const other = await noah();
    await member.h.engine.people.loadProfile(other.user_id);
    const before = (await member.h.mirror.profiles.get(other.user_id))!;
    expect(before).toMatchObject({ id: other.user_id, display_name: 'Noah Fisher', following: false, is_self: false });
    expect(await member.h.mirror.members.get(other.user_id)).toMatchObject({ display_name: 'Noah Fisher' });

    member.server.setOffline(true);
    await member.h.engine.people.follow(other.user_id, 'Noah Fisher');
    expect(await member.h.mirror.profiles.get(other.user_id)).toMatchObject({
      following: true,
      followers_count: before.followers_count + 1,
      pending_follow: { status: 'pending', server_following: false },
    });
    // A profile read meanwhile (another tab) keeps the wish on top.
    member.server.setOffline(false);
    await member.h.engine.people.loadProfile(other.user_id);
    expect(await member.h.mirror.profiles.get(other.user_id)).toMatchObject({ following: true, followers_count: before.followers_count + 1 });
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const after = (await member.h.mirror.profiles.get(other.user_id))!;
    expect(after).toMatchObject({ following: true, followers_count: before.followers_count + 1 });
    expect(after.pending_follow).toBeUndefined();
    expect(await followersOnServer(other.user_id)).toMatchObject({ following: true, followers_count: before.followers_count + 1 });

    member.server.setOffline(true);
    const clientId = await member.h.engine.people.unfollow(other.user_id, 'Noah Fisher');
    expect(await member.h.mirror.profiles.get(other.user_id)).toMatchObject({ following: false, followers_count: before.followers_count });
    expect((await member.h.engine.outbox.unsent()).map((m) => m.kind)).toEqual(['account.unfollow']);
    await member.h.engine.outbox.discard(clientId);
    expect(await member.h.mirror.profiles.get(other.user_id)).toMatchObject({ following: true, followers_count: before.followers_count + 1 });
    member.server.setOffline(false);
  });

  it("a refused follow (oneself) is kept failed with the server's words", async () => {
    const self = (await member.h.kv('session'))!.user_id;
    await member.h.engine.people.loadProfile(self);
    await member.h.engine.people.follow(self, 'Mia Member');
    await waitFor(async () => (await member.h.mirror.profiles.get(self))?.pending_follow?.status === 'failed', 'the refusal');
    expect((await member.h.mirror.profiles.get(self))!.pending_follow!.error).toBe('You cannot follow yourself.');
  });

  it("blocking takes the member's posts off the device and lists them; unblocking brings the posts back", async () => {
    const other = await noah();
    const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: other, body: { body: 'Noah was here' } });
    await member.h.engine.syncNow();
    const uid = `p${res.body.post.id}`;
    await waitFor(async () => (await member.h.mirror.posts.get(uid)) !== undefined, 'the post on the device');
    await member.h.engine.people.loadProfile(other.user_id);

    expect(await member.h.engine.people.block(other.user_id)).toEqual({ ok: true, value: undefined });
    await waitFor(async () => (await member.h.mirror.posts.get(uid)) === undefined, 'the post gone');
    expect(await member.h.mirror.profiles.get(other.user_id)).toMatchObject({ blocked: true });
    await member.h.engine.people.loadBlocked();
    expect((await member.h.mirror.blocked_members.toArray()).map((m) => m.id)).toEqual([other.user_id]);

    expect(await member.h.engine.people.unblock(other.user_id)).toEqual({ ok: true, value: undefined });
    await waitFor(async () => (await member.h.mirror.posts.get(uid)) !== undefined, 'the post back');
    expect(await member.h.mirror.blocked_members.count()).toBe(0);
    expect(await member.h.mirror.profiles.get(other.user_id)).toMatchObject({ blocked: false });
  });

  it('refuses to block a host, with the server words', async () => {
    const session = (await member.h.kv('session'))!;
    const host = await member.server.api.call<{ members: { id: number; display_name: string }[] }>('GET', '/api/v1/accounts?query=Ada', { session });
    const result = await member.h.engine.people.block(host.body.members[0]!.id);
    expect(result).toMatchObject({ ok: false, message: 'Hosts and admins cannot be blocked.' });
  });
});
