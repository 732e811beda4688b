// Activities through the engine against the real server: pages into the mirror, the counts, seen marks optimistic and offline, delivered once (also when replayed), the undo, a refusal, exclusions.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { activitiesPage, type Activity } from '../../schema/activities';
import type { Post } from '../../schema/posts';
import { userData } from '../../schema/session';
import { OTHER, useSignedInMember } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';
import { waitFor } from './helpers/wait';

const member = useSignedInMember();
type Session = { secret_id: string; secret: string };

const mine = async (): Promise<Session> => (await member.h.kv('session'))!;
const noah = async (): Promise<Session & { user_id: number }> =>
  (await member.server.api.call<Session & { user_id: number }>('POST', '/api/v1/sessions', { body: { email: OTHER, password: DEMO_PASSWORD } })).body;

/** A post of the member's that Noah comments on `n` times: `n` new comment activities for the member. */
async function commentedPost(n: number): Promise<{ post: Post; commentIds: number[] }> {
  const res = await member.server.api.call<{ post: Post }>('POST', '/api/v2/walls/welcome/posts', { session: await mine(), body: { body: `Tell me ${Math.random()}` } });
  expect(res.status).toBe(201);
  const other = await noah();
  const commentIds: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = await member.server.api.call<{ comment: { id: number } }>('POST', `/api/v2/posts/${res.body.post.id}/comments`, { session: other, body: { body: `Reply number ${i}` } });
    expect(c.status).toBe(201);
    commentIds.push(c.body.comment.id);
  }
  return { post: res.body.post, commentIds };
}

/** What the server says: the member's activities and counts. */
async function onServer(): Promise<{ list: Activity[]; fresh: number; total: number }> {
  const session = await mine();
  const list = activitiesPage.parse((await member.server.api.call('GET', '/api/v2/activities?limit=100', { session })).body).activities;
  const data = userData.parse((await member.server.api.call('GET', '/api/v1/me', { session })).body);
  return { list, fresh: data.new_activities_count, total: data.new_activities_total_count };
}

const shownCounts = async () => {
  const data = (await member.h.kv('userData'))!;
  return { fresh: data.new_activities_count, total: data.new_activities_total_count };
};
const row = (id: number) => member.h.mirror.activities.get(id);
const settled = async () => (await member.h.mirror.outbox.count()) === 0;
const activitiesOf = async (postId: number) => (await member.h.mirror.activities.where('post_id').equals(postId).toArray()).sort((a, b) => b.id - a.id);

/** Commented on, pulled, and the badge cleared, so each test starts with only its own activities new. */
async function freshActivities(n: number): Promise<Activity[]> {
  await member.h.engine.activities.markAllSeen();
  await waitFor(settled, 'the earlier marks');
  const { post } = await commentedPost(n);
  await member.h.engine.syncNow();
  const rows = await activitiesOf(post.id);
  expect(rows).toHaveLength(n);
  return rows;
}

describe('activities', () => {
  it('the newest page lands in the mirror at once and the counts follow the delta feed', async () => {
    const { post } = await commentedPost(2);
    await member.h.engine.activities.load();
    const rows = await activitiesOf(post.id);
    expect(rows.map((a) => [a.category, a.text, a.seen, a.actor?.display_name])).toEqual([
      ['comment', 'Reply number 1', false, 'Noah Fisher'],
      ['comment', 'Reply number 0', false, 'Noah Fisher'],
    ]);
    expect(rows[0]!.link).toMatch(new RegExp(`^/posts/${post.id}/comments/\\d+$`));
    await commentedPost(1);
    await member.h.engine.syncNow();
    const server = await onServer();
    expect(await shownCounts()).toEqual({ fresh: server.fresh, total: server.total });
    expect(server.fresh).toBeGreaterThan(0);
  });

  it('the newest page is the whole truth from its oldest activity up: what the server stopped listing leaves the device', async () => {
    const [activity] = await freshActivities(1);
    const session = await mine();
    // Turned off on another device: no change reaches this one, the next read of the list does.
    await member.server.api.call('POST', '/api/v2/activity_exclusions', { session, body: { activity_exclusions: ['comment'] } });
    await member.h.engine.activities.load();
    expect(await row(activity!.id)).toBeUndefined();
    await member.server.api.call('POST', '/api/v2/activity_exclusions', { session, body: { activity_exclusions: [] } });
    await member.h.engine.activities.load();
    expect(await row(activity!.id)).toMatchObject({ seen: false });
  });

  it('marking one seen offline shows at once, lowers the counts, and reaches the server once when the network returns', async () => {
    const [newer, older] = await freshActivities(2);
    const before = await shownCounts();
    member.server.setOffline(true);
    const clientId = await member.h.engine.activities.markSeen(older!.id);
    expect(clientId).not.toBeNull();
    expect(await row(older!.id)).toMatchObject({ seen: true, server_seen: false });
    expect(await row(newer!.id)).toMatchObject({ seen: false });
    expect(await shownCounts()).toEqual({ fresh: before.fresh - 1, total: before.total - 1 });
    // Marking it again sends nothing more.
    expect(await member.h.engine.activities.markSeen(older!.id)).toBeNull();
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const server = await onServer();
    expect(server.list.find((a) => a.id === older!.id)!.seen).toBe(true);
    expect(server.list.find((a) => a.id === newer!.id)!.seen).toBe(false);
    expect(await row(older!.id)).toEqual(expect.objectContaining({ seen: true }));
    expect((await row(older!.id))!.server_seen).toBeUndefined();
    expect(await shownCounts()).toEqual({ fresh: server.fresh, total: server.total });
  });

  it('opening the list clears the badge at once, offline too; the unseen stay unseen', async () => {
    const rows = await freshActivities(2);
    await member.h.engine.activities.markNewSeen();
    await waitFor(settled, 'the first mark');
    await commentedPost(1);
    await member.h.engine.syncNow();
    const total = (await shownCounts()).total;
    expect((await shownCounts()).fresh).toBe(1);
    member.server.setOffline(true);
    await member.h.engine.activities.markNewSeen();
    expect(await member.h.engine.activities.markNewSeen()).toBeNull();
    expect(await shownCounts()).toEqual({ fresh: 0, total });
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const server = await onServer();
    expect({ fresh: server.fresh, total: server.total }).toEqual({ fresh: 0, total });
    expect((await row(rows[0]!.id))!.seen).toBe(false);
  });

  it('mark all seen offline is shown at once and delivered once; a late replay does not mark what arrived since', async () => {
    const rows = await freshActivities(2);
    member.server.setOffline(true);
    const undo = await member.h.engine.activities.markAllSeen();
    expect(undo!.ids).toEqual(expect.arrayContaining(rows.map((a) => a.id)));
    for (const a of rows) expect((await row(a.id))!.seen).toBe(true);
    expect(await shownCounts()).toEqual({ fresh: 0, total: 0 });
    const clientId = (await member.h.mirror.outbox.toArray()).find((e) => e.mutation.kind === 'activity.mark_all_seen')!.client_id;
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    expect(await onServer()).toMatchObject({ fresh: 0, total: 0 });
    // A new activity, then the service worker's late replay of the same request: the stored answer, nothing marked.
    const { post } = await commentedPost(1);
    const replay = await member.server.api.call('POST', '/api/v2/activities/mark_all_as_seen', { session: await mine(), headers: { 'idempotency-key': clientId } });
    expect(replay.status).toBe(200);
    const server = await onServer();
    expect(server.list.find((a) => a.post_id === post.id)!.seen).toBe(false);
    expect(server.total).toBe(1);
    await member.h.engine.syncNow();
    expect((await activitiesOf(post.id))[0]!.seen).toBe(false);
    expect(await shownCounts()).toMatchObject({ total: 1 });
  });

  it('the undo restores exactly what mark all seen changed: one marked before stays seen', async () => {
    const [newer, older] = await freshActivities(2);
    await member.h.engine.activities.markSeen(older!.id);
    await waitFor(settled, 'the single mark');
    const undo = await member.h.engine.activities.markAllSeen();
    expect(undo!.ids).toContain(newer!.id);
    expect(undo!.ids).not.toContain(older!.id);
    await waitFor(settled, 'mark all');
    await member.h.engine.activities.undoMarkAllSeen(undo!);
    expect((await row(newer!.id))!.seen).toBe(false);
    expect((await row(older!.id))!.seen).toBe(true);
    expect((await shownCounts()).total).toBe(undo!.total);
    await waitFor(settled, 'the undo');
    await member.h.engine.syncNow();
    const server = await onServer();
    expect(server.list.find((a) => a.id === newer!.id)!.seen).toBe(false);
    expect(server.list.find((a) => a.id === older!.id)!.seen).toBe(true);
    expect((await row(newer!.id))!.seen).toBe(false);
    expect(await shownCounts()).toMatchObject({ total: server.total });
  });

  it('mark all and its undo both made offline leave the server as it was', async () => {
    const rows = await freshActivities(2);
    const before = await onServer();
    member.server.setOffline(true);
    const undo = await member.h.engine.activities.markAllSeen();
    await member.h.engine.activities.undoMarkAllSeen(undo!);
    for (const a of rows) expect((await row(a.id))!.seen).toBe(false);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const after = await onServer();
    expect(after.total).toBe(before.total);
    for (const a of rows) expect(after.list.find((s) => s.id === a.id)!.seen).toBe(false);
  });

  it('a mark the server refuses (the comment was deleted meanwhile) is dropped and the counts are the server’s again', async () => {
    const { post, commentIds } = await commentedPost(1);
    await member.h.engine.syncNow();
    const [activity] = await activitiesOf(post.id);
    member.server.setOffline(true);
    await member.h.engine.activities.markSeen(activity!.id);
    expect((await row(activity!.id))!.seen).toBe(true);
    expect((await member.server.api.call('DELETE', `/api/v2/comments/${commentIds[0]}`, { session: await noah() })).status).toBeLessThan(300);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'the refusal');
    await member.h.engine.syncNow();
    expect(await row(activity!.id)).toBeUndefined();
    const server = await onServer();
    expect(await shownCounts()).toEqual({ fresh: server.fresh, total: server.total });
  });

  it('a category turned off in the notification-centre settings is shown at once offline and saved once online; the counts follow', async () => {
    await freshActivities(1);
    const before = await shownCounts();
    await member.h.engine.activities.loadExclusions();
    expect((await member.h.kv('activityExclusions'))!.value).toEqual([]);
    member.server.setOffline(true);
    expect((await member.h.engine.activities.setCategoryShown('like', false)).ok).toBe(true);
    expect((await member.h.engine.activities.setCategoryShown('comment', false)).ok).toBe(true);
    expect((await member.h.kv('activityExclusions'))!.value).toEqual(['comment', 'like']);
    member.server.setOffline(false);
    await member.h.engine.syncNow();
    await waitFor(settled, 'delivery');
    const session = await mine();
    expect((await member.server.api.call('GET', '/api/v2/activity_exclusions', { session })).body).toEqual({ activity_exclusions: ['comment', 'like'] });
    // The server no longer counts the comment: after the catch-up that followed the delivery, neither does the device.
    await member.h.engine.syncNow();
    const excluded = await onServer();
    expect(excluded.total).toBeLessThan(before.total);
    expect(await shownCounts()).toEqual({ fresh: excluded.fresh, total: excluded.total });
    await member.h.engine.activities.setCategoryShown('comment', true);
    await member.h.engine.activities.setCategoryShown('like', true);
    await waitFor(settled, 'delivery of the switches back');
    expect((await member.server.api.call('GET', '/api/v2/activity_exclusions', { session })).body).toEqual({ activity_exclusions: [] });
    await member.h.engine.syncNow();
    expect((await shownCounts()).total).toBe(before.total);
  });
});
