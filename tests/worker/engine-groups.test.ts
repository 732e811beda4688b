// Membership through the engine against the real server: asking to join offline, an admin's approval, leaving, withdrawing, refusals.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { engineFor, MEMBER, useLiveServer, type Harness } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const ADMIN = 'admin@example.com';
const live = useLiveServer();

async function signedIn(email: string): Promise<Harness> {
  const h = live.track(engineFor(live.server));
  await h.engine.start(h.events);
  const result = await h.engine.session.signIn(email, DEMO_PASSWORD);
  if (!result.ok) throw new Error(`sign-in failed: ${result.message}`);
  await h.engine.syncNow();
  return h;
}

const delivered = async (h: Harness) => {
  await waitFor(async () => (await h.mirror.outbox.count()) === 0, 'the outbox to empty');
  await h.engine.syncNow();
};
const backstage = (h: Harness) => h.mirror.groups.get('backstage');
const requesters = async (h: Harness) => (await h.mirror.membership_requests.where('group_key').equals('backstage').toArray()).map((r) => r.user.display_name).sort();

describe('group membership through the engine', () => {
  it('a request made offline shows at once, reaches the admin, and their approval makes the group the member\'s', async () => {
    const mia = await signedIn(MEMBER);
    const ada = await signedIn(ADMIN);
    const group = (await backstage(mia))!;
    expect(group).toMatchObject({ membership_type: 'private', membership_status: null, is_mine: 0 });
    await ada.engine.groups.loadRequests('backstage');
    expect(await requesters(ada)).toEqual(['Kenji Watanabe', 'Saoirse Byrne']);

    live.server.setOffline(true);
    await mia.engine.groups.join({ id: group.id, key: group.key });
    expect(await backstage(mia)).toMatchObject({ membership_status: 'pending', is_mine: 0, pending_membership: { action: 'join', status: 'pending' } });
    live.server.setOffline(false);
    await mia.engine.syncNow();
    await delivered(mia);
    const waiting = (await backstage(mia))!;
    expect(waiting.membership_status).toBe('pending');
    expect(waiting.pending_membership).toBeUndefined();

    // The admin's device hears of the request through the change feed, and answers it offline.
    await ada.engine.syncNow();
    expect(await requesters(ada)).toEqual(['Kenji Watanabe', 'Mia Member', 'Saoirse Byrne']);
    const miaId = (await mia.kv('userData'))!.user.id;
    live.server.setOffline(true);
    await ada.engine.groups.approve('backstage', [miaId]);
    const answered = (await ada.mirror.membership_requests.where('group_key').equals('backstage').toArray()).find((r) => r.user.id === miaId);
    expect(answered).toMatchObject({ decision: 'approve', status: 'pending' });
    live.server.setOffline(false);
    await ada.engine.syncNow();
    await delivered(ada);
    expect(await requesters(ada)).toEqual(['Kenji Watanabe', 'Saoirse Byrne']);

    await mia.engine.syncNow();
    expect(await backstage(mia)).toMatchObject({ membership_status: 'member', is_mine: 1 });
    await mia.engine.posts.loadWall('backstage');
    expect(await mia.mirror.posts.where('wall_key').equals('backstage').count()).toBeGreaterThan(0);

    // Leaving a group only members read takes its posts off the device once the server has it.
    await mia.engine.groups.leave({ id: group.id, key: group.key });
    expect(await backstage(mia)).toMatchObject({ membership_status: null, is_mine: 0 });
    await delivered(mia);
    expect(await mia.mirror.posts.where('wall_key').equals('backstage').count()).toBe(0);
    // Still listed for the member (private groups are), as someone who may ask to join again.
    expect(await backstage(mia)).toMatchObject({ membership_status: null, is_mine: 0 });
  });

  it('a withdrawn request ends on both sides; a declined one leaves the member outside', async () => {
    const mia = await signedIn(MEMBER);
    const ada = await signedIn(ADMIN);
    await mia.engine.groups.refresh();
    const group = (await backstage(mia))!;
    await mia.engine.groups.join({ id: group.id, key: group.key });
    await delivered(mia);
    await mia.engine.groups.cancelRequest({ id: group.id, key: group.key });
    expect((await backstage(mia))!.membership_status).toBeNull();
    await delivered(mia);
    expect(await backstage(mia)).toMatchObject({ membership_status: null, is_mine: 0 });
    await ada.engine.groups.loadRequests('backstage');
    expect(await requesters(ada)).not.toContain('Mia Member');

    await mia.engine.groups.join({ id: group.id, key: group.key });
    await delivered(mia);
    await ada.engine.syncNow();
    const miaId = (await mia.kv('userData'))!.user.id;
    await ada.engine.groups.refuse('backstage', miaId);
    await delivered(ada);
    expect(await requesters(ada)).not.toContain('Mia Member');
    await mia.engine.syncNow();
    expect(await backstage(mia)).toMatchObject({ membership_status: null, is_mine: 0 });
  });

  it('a refusal keeps the member\'s wish visible with the server\'s words; discarding puts the group back as it was', async () => {
    const mia = await signedIn(MEMBER);
    // Everyone is a member of a mandatory group: leaving it is refused.
    const announcements = (await mia.mirror.groups.get('announcements'))!;
    await mia.engine.groups.leave({ id: announcements.id, key: announcements.key });
    const failed = await waitFor(async () => {
      const g = await mia.mirror.groups.get('announcements');
      return g?.pending_membership?.status === 'failed' ? g : null;
    }, 'the refusal');
    expect(failed.pending_membership!.error).toBe(messages.groupNotLeavable);
    expect(failed.membership_status).toBeNull();
    await mia.engine.outbox.discard(failed.pending_membership!.client_id);
    expect(await mia.mirror.groups.get('announcements')).toMatchObject({ membership_status: 'member', is_mine: 1 });
    expect((await mia.mirror.groups.get('announcements'))!.pending_membership).toBeUndefined();

    // Only a group's admins answer its requests: the member's attempt fails in the outbox with the server's words.
    await mia.engine.groups.approve('backstage', [1]);
    const entry = await waitFor(async () => (await mia.mirror.outbox.toArray()).find((e) => e.status === 'failed'), 'the refused approval');
    expect(entry.error).toBe(messages.groupAdminOnly);
  });
});

describe('what the member has seen', () => {
  it('marks a wall seen at its newest post on the device', async () => {
    const mia = await signedIn(MEMBER);
    await mia.engine.posts.loadWall('welcome');
    await mia.engine.groups.markSeen('welcome');
    // The newest by time of creation, found without the index the command uses.
    const newest = (await mia.mirror.posts.where('wall_key').equals('welcome').toArray()).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]!;
    expect((await mia.kv('wallsSeen'))?.welcome).toBe(newest.sort_key);
  });
});
