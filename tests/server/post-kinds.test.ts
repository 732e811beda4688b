// Post kinds on the server: every combination rule's 422, polls, link buttons, sharing, text entities, scheduling
// and its publishing job, and the composer's lookups (member search, events), for each kind of caller.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberSearchResponse, shareableEventsResponse } from '../../schema/composer-lookups';
import { messages } from '../../schema/messages';
import { commentResponse, postResponse, postsPage, postWithComments, type CreatePostInput, type Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import { syncResponse } from '../../schema/sync';
import { events } from '../../server/domains/events/event-schema';
import { polls } from '../../server/domains/posts/post-schema';
import { users } from '../../server/domains/account/users-schema';
import { publishDuePosts } from '../../server/domains/posts/scheduled-posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const poll = (over: Partial<{ options: string[]; ends_at: string; hide_results: boolean }> = {}) => ({
  options: ['Pier', 'Harbour'],
  ends_at: hours(24),
  hide_results: false,
  ...over,
});
const link = { text: 'Tickets', url: 'https://tickets.example.com/pier' };

describe.each(drivers)('post kinds on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const create = (s: Session | undefined, wall: string, body: CreatePostInput, key?: string) =>
    ctx.api.call('POST', `/api/v2/walls/${wall}/posts`, { session: s, body, headers: key ? { 'idempotency-key': key } : undefined });
  const created = async (s: Session, wall: string, body: CreatePostInput): Promise<Post> => {
    const res = await create(s, wall, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return postResponse.parse(res.body).post;
  };
  const wall = async (s: Session, key: string) =>
    postsPage.parse((await ctx.api.call('GET', `/api/v2/walls/${key}/recent_posts?limit=50`, { session: s })).body).posts;
  const head = async (s: Session) => syncResponse.parse((await ctx.api.call('GET', '/api/v1/sync', { session: s })).body).cursor;
  const changedPostIds = async (s: Session, cursor: number) =>
    syncResponse
      .parse((await ctx.api.call('GET', `/api/v1/sync?cursor=${cursor}`, { session: s })).body)
      .changes.flatMap((c) => (c.kind === 'post.upsert' ? [c.data.id] : []));

  it('refuses every combination rule with its message (422), the same words as the composer', async () => {
    const mia = await login('member@example.com');
    const cases: [CreatePostInput, string[]][] = [
      [{ body: '  ' }, [messages.postEmpty]],
      [{ body: 'x', link_button: { text: 'Go', url: 'tickets.example.com' } }, [messages.invalidUrl]],
      [{ body: 'x', link_button: { text: 'Go', url: 'https://tickets example.com' } }, [messages.invalidUrl]],
      [{ body: 'x', link_button: { text: ' ', url: 'https://a.example' } }, [messages.linkButtonTextRequired]],
      [{ body: 'x', poll: poll(), link_button: link }, [messages.postLinkButtonWithPoll]],
      [{ body: 'x', shared_group_key: 'welcome', link_button: link }, [messages.postLinkButtonWithSharing]],
      [{ body: 'x', poll: poll(), shared_group_key: 'welcome' }, [messages.postPollWithSharing]],
      [{ body: 'x', shared_group_key: 'welcome', shared_event_id: 1 }, [messages.postShareOne]],
      [{ body: 'x', poll: poll({ ends_at: hours(0.5) }) }, [messages.pollTooSoon]],
      [{ body: 'x', poll: poll({ options: ['Only one'] }) }, [messages.pollOptionsTooFew]],
      [{ body: 'x', poll: poll({ options: ['A', ''] }) }, [messages.pollOptionEmpty]],
      [{ body: 'x', poll: poll({ ends_at: 'tomorrow' }) }, [messages.dateInvalid]],
      [{ body: 'x', scheduled_at: hours(2) }, [messages.scheduleNotAllowed]],
      [{ body: 'x', scheduled_at: 'later' }, [messages.dateInvalid]],
    ];
    for (const [body, errors] of cases) {
      const res = await create(mia, 'welcome', body);
      expect({ body, status: res.status, errors: res.body.errors }).toEqual({ body, status: 422, errors });
    }
    const ada = await login('admin@example.com');
    expect((await create(ada, 'welcome', { body: 'x', scheduled_at: hours(-1) })).body).toEqual({ errors: [messages.scheduleInPast] });
  });

  it('refuses a shared group the member cannot read, a secret group and an unknown event', async () => {
    const mia = await login('member@example.com');
    const refused = async (body: CreatePostInput) => {
      const res = await create(mia, 'welcome', body);
      expect(res.status).toBe(422);
      return res.body.errors;
    };
    expect(await refused({ body: 'Look', shared_group_key: 'backstage' })).toEqual([messages.sharedGroupNotFound]);
    expect(await refused({ body: 'Look', shared_group_key: 'no-such-group' })).toEqual([messages.sharedGroupNotFound]);
    expect(await refused({ body: 'Look', shared_group_key: 'inner-circle' })).toEqual([messages.sharedGroupSecret]);
    expect(await refused({ body: 'Look', shared_event_id: 999_999 })).toEqual([messages.sharedEventNotFound]);
  });

  it('turns away a visitor (401), a non-member (403) and a disabled member (403) before any rule', async () => {
    expect((await create(undefined, 'welcome', { body: 'x', poll: poll() })).status).toBe(401);
    const mia = await login('member@example.com');
    const nonMember = await create(mia, 'backstage', { body: 'x', poll: poll() });
    expect(nonMember.status).toBe(403);
    const grace = await login('grace@example.com');
    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.email, 'grace@example.com'));
    try {
      const res = await create(grace, 'welcome', { body: 'x', poll: poll() });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [messages.accountDisabled] });
      expect((await ctx.api.call('GET', '/api/v2/members/search?q=no', { session: grace })).status).toBe(403);
    } finally {
      await ctx.testDb.db.update(users).set({ state: 'active' }).where(eq(users.email, 'grace@example.com'));
    }
  });

  it('stores a poll with its options in order and returns it; a replay makes no second poll', async () => {
    const mia = await login('member@example.com');
    const ends = hours(48);
    const first = await create(mia, 'welcome', { body: 'Where next?', poll: { options: [' Pier ', 'Harbour', 'Lighthouse'], ends_at: ends } }, 'poll-key-1');
    expect(first.status).toBe(201);
    const p = postResponse.parse(first.body).post;
    expect(p.poll).toMatchObject({ ends_at: new Date(ends).toISOString(), hide_results: false, votes_count: 0 });
    expect(p.poll!.options.map((o) => [o.text, o.votes_count])).toEqual([['Pier', 0], ['Harbour', 0], ['Lighthouse', 0]]);
    const again = await create(mia, 'welcome', { body: 'Where next?', poll: { options: [' Pier ', 'Harbour', 'Lighthouse'], ends_at: ends } }, 'poll-key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await ctx.testDb.db.select().from(polls).where(eq(polls.postId, p.id))).toHaveLength(1);
    const noah = await login('noah@example.com');
    const read = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${p.id}`, { session: noah })).body).post;
    expect(read.poll).toEqual(p.poll);
  });

  it('hides the counts of a hide_results poll while it is open', async () => {
    const mia = await login('member@example.com');
    const p = await created(mia, 'welcome', { body: 'Secret ballot', poll: poll({ hide_results: true }) });
    expect(p.poll!.hide_results).toBe(true);
    expect(p.poll!.votes_count).toBeNull();
    expect(p.poll!.options.every((o) => o.votes_count === null)).toBe(true);
    // Once it has ended, everyone sees the counts.
    await ctx.testDb.db.update(polls).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(polls.postId, p.id));
    const read = postWithComments.parse((await ctx.api.call('GET', `/api/v2/posts/${p.id}`, { session: mia })).body).post;
    expect(read.poll!.votes_count).toBe(0);
    expect(read.poll!.options.map((o) => o.votes_count)).toEqual([0, 0]);
  });

  it('stores a link button (mailto too) and a shared group or event as a card', async () => {
    const mia = await login('member@example.com');
    const l = await created(mia, 'welcome', { body: 'Tickets out', link_button: { text: ' Tickets ', url: link.url } });
    expect(l.link_button).toEqual({ text: 'Tickets', url: link.url });
    const m = await created(mia, 'welcome', { body: 'Write to us', link_button: { text: 'Mail', url: 'mailto:crew@example.com' } });
    expect(m.link_button).toEqual({ text: 'Mail', url: 'mailto:crew@example.com' });
    const g = await created(mia, 'welcome', { shared_group_key: 'announcements' });
    expect(g.shared).toEqual({ type: 'group', key: 'announcements', name: 'Announcements' });
    expect(g.poll).toBeNull();

    const list = shareableEventsResponse.parse((await ctx.api.call('GET', '/api/v2/events', { session: mia })).body).events;
    expect(list.length).toBeGreaterThan(0);
    const [event] = await ctx.testDb.db.select().from(events).where(eq(events.id, list[0]!.id));
    const e = await created(mia, 'welcome', { body: 'Coming?', shared_event_id: list[0]!.id });
    expect(e.shared).toEqual({ type: 'event', id: event!.id, name: event!.name, starts_at: event!.startsAt.toISOString() });
    expect((await ctx.api.call('GET', '/api/v2/events')).status).toBe(401);
  });

  it('finds mentions of existing active members and hashtags, with UTF-16 indices, in posts and comments', async () => {
    const mia = await login('member@example.com');
    const [noah] = await ctx.testDb.db.select().from(users).where(eq(users.username, 'noah'));
    const [ada] = await ctx.testDb.db.select().from(users).where(eq(users.username, 'ada'));
    const body = '🎉 @noah and @Ada. #Tour2026 #1 mail a@noah.example @nobody #café';
    const p = await created(mia, 'welcome', { body });
    const slice = (e: { start: number; end: number }) => body.slice(e.start, e.end);
    expect(p.text_entities.mentions).toEqual([
      { user_id: noah!.id, start: 3, end: 8 },
      { user_id: ada!.id, start: 13, end: 17 },
    ]);
    expect(p.text_entities.mentions.map(slice)).toEqual(['@noah', '@Ada']);
    expect(p.text_entities.hashtags.map((h) => [h.tag, slice(h)])).toEqual([['Tour2026', '#Tour2026'], ['café', '#café']]);

    const c = await ctx.api.call('POST', `/api/v2/posts/${p.id}/comments`, { session: mia, body: { body: 'Thanks @leila #crew' } });
    const comment = commentResponse.parse(c.body).comment;
    expect(comment.text_entities.mentions).toHaveLength(1);
    expect(comment.text_entities.hashtags).toEqual([{ tag: 'crew', start: 14, end: 19 }]);

    // A disabled member is not mentioned.
    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.username, 'kenji'));
    try {
      expect((await created(mia, 'welcome', { body: 'Hi @kenji' })).text_entities.mentions).toEqual([]);
    } finally {
      await ctx.testDb.db.update(users).set({ state: 'active' }).where(eq(users.username, 'kenji'));
    }
  });

  it('lets hosts and group admins schedule; the post stays with its author until the job publishes it', async () => {
    const ada = await login('admin@example.com');
    const aria = await login('artist@example.com');
    const mia = await login('member@example.com');
    // Aria is an artist, not a host: she may schedule where she is a group admin only.
    expect((await create(aria, 'welcome', { body: 'Soon', scheduled_at: hours(1) })).body).toEqual({ errors: [messages.scheduleNotAllowed] });
    const byAria = await created(aria, 'announcements', { body: 'New single soon', scheduled_at: hours(1) });
    expect(byAria.scheduled_at).not.toBeNull();

    const miaFrom = await head(mia);
    const when = hours(3);
    const p = await created(ada, 'welcome', { body: 'Doors open', scheduled_at: when });
    expect(p.scheduled_at).toBe(new Date(when).toISOString());
    expect((await wall(ada, 'welcome')).map((x) => x.id)).toContain(p.id);
    expect((await wall(mia, 'welcome')).map((x) => x.id)).not.toContain(p.id);
    expect((await ctx.api.call('GET', `/api/v2/posts/${p.id}`, { session: mia })).status).toBe(404);
    expect(await changedPostIds(mia, miaFrom)).not.toContain(p.id);
    // The author may comment on it already; the comment stays with them too.
    const c = await ctx.api.call('POST', `/api/v2/posts/${p.id}/comments`, { session: ada, body: { body: 'Bring earplugs' } });
    expect(c.status).toBe(201);
    const commentChanges = async (s: Session) =>
      syncResponse.parse((await ctx.api.call('GET', `/api/v1/sync?cursor=${miaFrom}`, { session: s })).body).changes.filter((x) => x.kind === 'comment.upsert');
    expect(await commentChanges(mia)).toEqual([]);
    expect((await commentChanges(ada)).length).toBeGreaterThan(0);
    expect((await ctx.api.call('POST', `/api/v2/posts/${p.id}/comments`, { session: mia, body: { body: 'Me too' } })).status).toBe(404);

    // Not due yet: nothing moves.
    expect(await publishDuePosts(ctx.testDb.db, new Date())).not.toContain(p.id);
    const publishedAt = new Date(Date.parse(when) + 1000);
    expect(await publishDuePosts(ctx.testDb.db, publishedAt)).toEqual(expect.arrayContaining([p.id, byAria.id]));
    const seen = (await wall(mia, 'welcome')).find((x) => x.id === p.id);
    expect(seen).toMatchObject({ scheduled_at: null, created_at: publishedAt.toISOString() });
    expect(await changedPostIds(mia, miaFrom)).toContain(p.id);
    expect((await commentChanges(mia)).length).toBeGreaterThan(0);
    expect(await publishDuePosts(ctx.testDb.db, publishedAt)).toEqual([]);
  });

  it('searches members to mention: signed-in callers only, at most 8, active members only', async () => {
    const mia = await login('member@example.com');
    expect((await ctx.api.call('GET', '/api/v2/members/search?q=no')).status).toBe(401);
    const search = async (q: string) =>
      memberSearchResponse.parse((await ctx.api.call('GET', `/api/v2/members/search?q=${encodeURIComponent(q)}`, { session: mia })).body).members;
    expect((await search('no')).map((m) => m.username)).toEqual(['noah']);
    expect((await search('@NO')).map((m) => m.username)).toEqual(['noah']);
    expect((await search('Fisher'))[0]).toMatchObject({ username: 'noah', display_name: 'Noah Fisher' });
    expect((await search('')).length).toBeLessThanOrEqual(8);
    expect((await search('mia')).map((m) => m.username)).toEqual([]);
    expect(await search('%')).toEqual([]);
    await ctx.testDb.db.update(users).set({ state: 'disabled' }).where(eq(users.username, 'noah'));
    try {
      expect(await search('noah')).toEqual([]);
    } finally {
      await ctx.testDb.db.update(users).set({ state: 'active' }).where(eq(users.username, 'noah'));
    }
  });
});
