// Activities: what each write records for whom, what the list shows each caller, seen marks, exclusions, counts and the change feed.
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesPage, activityAnswer, activityCounts, activityExclusions, type Activity } from '../../schema/activities';
import { messages } from '../../schema/messages';
import { commentResponse } from '../../schema/posts';
import { userData, type Session } from '../../schema/session';
import { publishDuePosts } from '../../server/domains/posts/scheduled-posts';
import { signUpInGroup, signUpMember } from './support/accounts';
import { cursorOf, feedSince } from './support/change-feed';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp, type Reply } from './support/test-app';

describe.each(drivers)('activities on %s', (driver) => {
  const ctx = useTestApp(driver);
  type Method = 'GET' | 'POST' | 'DELETE';
  const call = (method: Method, url: string, s: Session | undefined, opts: { body?: unknown; key?: string } = {}) =>
    ctx.api.call(method, url, { session: s, body: opts.body, headers: opts.key ? { 'idempotency-key': opts.key } : undefined });
  const expectError = (res: Reply, status: number, message: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ errors: [message] });
  };
  const list = async (s: Session, query = ''): Promise<Activity[]> => {
    const res = await call('GET', `/api/v2/activities${query}`, s);
    expect(res.status).toBe(200);
    return activitiesPage.parse(res.body).activities;
  };
  const counts = async (s: Session) => {
    const data = userData.parse((await call('GET', '/api/v1/me', s)).body);
    return { fresh: data.new_activities_count, total: data.new_activities_total_count };
  };
  const comment = async (s: Session, postId: number, body: string, parentId?: number) => {
    const res = await call('POST', `/api/v2/posts/${postId}/comments`, s, { body: { body, ...(parentId ? { parent_id: parentId } : {}) } });
    expect(res.status).toBe(201);
    return commentResponse.parse(res.body).comment;
  };
  /** A new member of the welcome wall (public) with a username to mention. */
  const newcomer = async () => {
    const made = await signUpInGroup(ctx.api);
    return { s: made.session, username: made.username };
  };
  const personal = (items: Activity[]) => items.filter((a) => a.category !== 'group_post');

  let ada: Session;
  let noah: Session;
  let mia: Session;
  beforeAll(async () => {
    ada = await ctx.api.login('admin@example.com');
    noah = await ctx.api.login('noah@example.com');
    mia = await ctx.api.login('member@example.com');
  });

  it('refuses visitors and disabled accounts on every call; a bad cursor, id or body is a 400', async () => {
    const urls: [Method, string, unknown?][] = [
      ['GET', '/api/v2/activities'],
      ['POST', '/api/v2/activities/1/mark_as_seen'],
      ['POST', '/api/v2/new_activities/mark_as_seen'],
      ['POST', '/api/v2/activities/mark_all_as_seen'],
      ['POST', '/api/v2/activities/undo_mark_all_as_seen'],
      ['GET', '/api/v2/activity_exclusions'],
      ['POST', '/api/v2/activity_exclusions', { activity_exclusions: [] }],
    ];
    for (const [method, url, body] of urls) expectError(await call(method, url, undefined, { body }), 401, messages.sessionRequired);
    await whileDisabled(ctx.testDb.db, 'member@example.com', async () => {
      for (const [method, url, body] of urls) expectError(await call(method, url, mia, { body }), 403, messages.accountDisabled);
    });
    expect((await call('GET', '/api/v2/activities?cursor=abc', mia)).status).toBe(400);
    expect((await call('GET', '/api/v2/activities?limit=0', mia)).status).toBe(400);
    expect((await call('POST', '/api/v2/activities/x/mark_as_seen', mia)).status).toBe(400);
    expect((await call('POST', '/api/v2/activity_exclusions', mia, { body: { activity_exclusions: ['nope'] } })).status).toBe(400);
    expect((await call('POST', '/api/v2/activity_exclusions', mia, { body: {} })).status).toBe(400);
  });

  it('a comment tells the post author, a reply the comment author, a mention whoever it names; never the one who wrote it', async () => {
    const author = await newcomer();
    const replier = await newcomer();
    const named = await newcomer();
    const post = await postAs(ctx.api, author.s, 'welcome', 'Who plays the harbour gig?');
    const first = await comment(replier.s, post.id, 'Me, at nine');
    const reply = await comment(author.s, post.id, `Great, and @${named.username} too?`, first.id);

    const forAuthor = personal(await list(author.s));
    expect(forAuthor).toHaveLength(1);
    expect(forAuthor[0]).toMatchObject({
      category: 'comment',
      seen: false,
      post_id: post.id,
      comment_id: first.id,
      text: 'Me, at nine',
      link: `/posts/${post.id}/comments/${first.id}`,
      group: { key: 'welcome', name: 'Welcome Harbour' },
    });
    expect(forAuthor[0]!.actor?.display_name).toBe(first.author.display_name);
    const forReplier = personal(await list(replier.s));
    expect(forReplier.map((a) => [a.category, a.comment_id])).toEqual([['reply', reply.id]]);
    const forNamed = personal(await list(named.s));
    expect(forNamed.map((a) => [a.category, a.comment_id, a.link])).toEqual([['mention', reply.id, `/posts/${post.id}/comments/${reply.id}`]]);
    // A comment on one's own post tells nobody.
    await comment(author.s, post.id, 'Talking to myself');
    expect(personal(await list(author.s))).toHaveLength(1);
  });

  it('a like tells the author once per liker; a new post tells the group members but its author, non-members and blockers', async () => {
    const author = await newcomer();
    const fan = await newcomer();
    const blocker = await newcomer();
    expect((await call('POST', '/api/v1/ignores', blocker.s, { body: { member_id: author.s.user_id } })).status).toBe(200);
    const post = await postAs(ctx.api, author.s, 'welcome', 'Soundcheck at six');
    for (const method of ['POST', 'DELETE', 'POST'] as const) {
      const url = method === 'POST' ? '/api/v2/likes' : `/api/v2/likes/Post/${post.id}`;
      expect((await call(method, url, fan.s, { body: method === 'POST' ? { likeable_type: 'Post', likeable_id: post.id } : undefined })).status).toBeLessThan(300);
    }
    expect(personal(await list(author.s)).map((a) => [a.category, a.post_id, a.link])).toEqual([['like', post.id, `/posts/${post.id}`]]);
    expect((await list(author.s)).some((a) => a.category === 'group_post' && a.post_id === post.id)).toBe(false);

    const fanPosts = (await list(fan.s)).filter((a) => a.category === 'group_post');
    expect(fanPosts[0]).toMatchObject({ post_id: post.id, link: `/posts/${post.id}`, text: 'Soundcheck at six', seen: false });
    expect((await list(blocker.s)).some((a) => a.post_id === post.id)).toBe(false);
    // Backstage is private: Mia is no member of it and hears nothing of its posts; Noah is.
    const backstage = await postAs(ctx.api, ada, 'backstage', 'Setlist draft');
    expect((await list(mia)).some((a) => a.post_id === backstage.id)).toBe(false);
    expect((await list(noah)).some((a) => a.post_id === backstage.id)).toBe(true);
    // Someone who joins later does not hear of what was posted before.
    const late = await newcomer();
    expect((await list(late.s)).some((a) => a.post_id === post.id)).toBe(false);
  });

  it('an approved request tells the member; deleting a post takes its activities away, with a tombstone on the feed', async () => {
    const joiner = await signUpMember(ctx.api);
    const { groups } = (await call('GET', '/api/v2/groups', joiner.session)).body as { groups: { id: number; key: string }[] };
    const backstageId = groups.find((g) => g.key === 'backstage')!.id;
    expect((await call('POST', `/api/v2/groups/${backstageId}/membership`, joiner.session)).status).toBeLessThan(300);
    const since = await cursorOf(ctx.api, joiner.session);
    expect((await call('POST', '/api/v2/groups/backstage/membership_requests/approve', ada, { body: { user_ids: [joiner.session.user_id] } })).status).toBe(200);
    const [approved] = await list(joiner.session);
    expect(approved).toMatchObject({ category: 'membership_approved', link: '/groups/backstage', text: 'Backstage', group: { key: 'backstage' } });
    const feed = await feedSince(ctx.api, joiner.session, since);
    expect(feed.find((c) => c.kind === 'activity.upsert')).toMatchObject({ data: { id: approved!.id, category: 'membership_approved' } });

    const author = await newcomer();
    const other = await newcomer();
    const post = await postAs(ctx.api, author.s, 'welcome', 'Soon gone');
    await comment(other.s, post.id, 'Nice');
    const [activity] = personal(await list(author.s));
    const before = await cursorOf(ctx.api, author.s);
    expect((await call('DELETE', `/api/v2/posts/${post.id}`, author.s)).status).toBe(204);
    expect(personal(await list(author.s))).toEqual([]);
    const tombstones = (await feedSince(ctx.api, author.s, before)).flatMap((c) => (c.kind === 'activity.delete' ? [c.id] : []));
    // The comment's activity, and the group's activity of the post (which every reader of the group forgets).
    expect(tombstones).toContain(activity!.id);
    expect(tombstones).toHaveLength(2);
  });

  it('a scheduled post tells its group and whoever it mentions when it is published, not before', async () => {
    const member = await newcomer();
    const scheduledAt = new Date(Date.now() + 3 * 3600_000).toISOString();
    const res = await call('POST', '/api/v2/walls/welcome/posts', ada, { body: { body: `Tour dates soon, @${member.username}`, scheduled_at: scheduledAt } });
    expect(res.status).toBe(201);
    const postId = (res.body as { post: { id: number } }).post.id;
    expect((await list(member.s)).some((a) => a.post_id === postId)).toBe(false);
    await publishDuePosts(ctx.testDb.db, new Date(Date.parse(scheduledAt) + 1000));
    const about = (await list(member.s)).filter((a) => a.post_id === postId).map((a) => a.category).sort();
    expect(about).toEqual(['group_post', 'mention']);
  });

  it('marks one seen (404 for what the member does not see), the new ones, all and its undo; counts follow; replays apply nothing twice', async () => {
    const author = await newcomer();
    const others = [await newcomer(), await newcomer(), await newcomer()];
    const post = await postAs(ctx.api, author.s, 'welcome', 'Count me');
    for (const o of others) await comment(o.s, post.id, 'Here');
    const items = personal(await list(author.s));
    expect(items).toHaveLength(3);
    expect(await counts(author.s)).toEqual({ fresh: 3, total: 3 });

    // Someone else's activity is not found for this member.
    expectError(await call('POST', `/api/v2/activities/${items[0]!.id}/mark_as_seen`, others[0]!.s), 404, messages.notFound);
    // A host neither: activities are the member's own, whatever the caller's role.
    expectError(await call('POST', `/api/v2/activities/${items[0]!.id}/mark_as_seen`, ada), 404, messages.notFound);
    expect((await list(ada)).some((a) => items.some((i) => i.id === a.id))).toBe(false);
    const since = await cursorOf(ctx.api, author.s);
    const one = await call('POST', `/api/v2/activities/${items[0]!.id}/mark_as_seen`, author.s, { key: 'seen-one-0001' });
    expect(one.status).toBe(200);
    expect(activityAnswer.parse(one.body)).toMatchObject({ activity: { id: items[0]!.id, seen: true }, new_activities_total_count: 2 });
    const again = await call('POST', `/api/v2/activities/${items[0]!.id}/mark_as_seen`, author.s, { key: 'seen-one-0001' });
    expect(again.body).toEqual(one.body);
    expect((await feedSince(ctx.api, author.s, since)).filter((c) => c.kind === 'activity.upsert').map((c) => c.kind === 'activity.upsert' && [c.data.id, c.data.seen])).toEqual([[items[0]!.id, true]]);

    const opened = await call('POST', '/api/v2/new_activities/mark_as_seen', author.s);
    expect(activityCounts.parse(opened.body)).toEqual({ new_activities_count: 0, new_activities_total_count: 2 });
    expect(await counts(author.s)).toEqual({ fresh: 0, total: 2 });

    const beforeAll = await cursorOf(ctx.api, author.s);
    const all = await call('POST', '/api/v2/activities/mark_all_as_seen', author.s, { key: 'seen-all-0001' });
    expect(all.body).toEqual({ new_activities_count: 0, new_activities_total_count: 0 });
    expect(personal(await list(author.s)).every((a) => a.seen)).toBe(true);
    const flipped = (await feedSince(ctx.api, author.s, beforeAll)).flatMap((c) => (c.kind === 'activity.upsert' ? [c.data.id] : []));
    expect(flipped.sort()).toEqual([items[1]!.id, items[2]!.id].sort());
    // A replay of mark all seen after new activities arrived marks nothing more.
    await comment(others[0]!.s, post.id, 'Still here');
    expect((await call('POST', '/api/v2/activities/mark_all_as_seen', author.s, { key: 'seen-all-0001' })).body).toEqual(all.body);
    expect((await counts(author.s)).total).toBe(1);

    const undo = await call('POST', '/api/v2/activities/undo_mark_all_as_seen', author.s);
    expect(undo.body).toMatchObject({ new_activities_total_count: 3 });
    const after = personal(await list(author.s));
    expect(after.filter((a) => a.seen).map((a) => a.id)).toEqual([items[0]!.id]);
    // The undo is once: a second one changes nothing.
    expect((await call('POST', '/api/v2/activities/undo_mark_all_as_seen', author.s)).body).toEqual(undo.body);
  });

  it('excluded categories leave the list and the counts; the exclusions read back in order; pages follow meta.next', async () => {
    const author = await newcomer();
    const fan = await newcomer();
    const post = await postAs(ctx.api, author.s, 'welcome', 'Exclusions');
    await comment(fan.s, post.id, 'One');
    expect((await call('POST', '/api/v2/likes', fan.s, { body: { likeable_type: 'Post', likeable_id: post.id } })).status).toBe(201);
    expect(activityExclusions.parse((await call('GET', '/api/v2/activity_exclusions', author.s)).body)).toEqual({ activity_exclusions: [] });
    const set = await call('POST', '/api/v2/activity_exclusions', author.s, { body: { activity_exclusions: ['group_post', 'comment', 'comment'] }, key: 'excl-000001' });
    expect(set.body).toEqual({ activity_exclusions: ['comment', 'group_post'] });
    expect((await call('GET', '/api/v2/activity_exclusions', author.s)).body).toEqual(set.body);
    expect((await list(author.s)).map((a) => a.category)).toEqual(['like']);
    expect((await counts(author.s)).total).toBe(1);
    await call('POST', '/api/v2/activity_exclusions', author.s, { body: { activity_exclusions: [] } });
    const everything = await list(author.s);
    expect(everything.map((a) => a.category)).toEqual(['like', 'comment']);
    const page1 = activitiesPage.parse((await call('GET', '/api/v2/activities?limit=1', author.s)).body);
    expect(page1.activities.map((a) => a.id)).toEqual([everything[0]!.id]);
    const page2 = activitiesPage.parse((await call('GET', `/api/v2/activities?limit=1&cursor=${page1.meta.next}`, author.s)).body);
    expect(page2.activities.map((a) => a.id)).toEqual([everything[1]!.id]);
  });
});
