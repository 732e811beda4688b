// Saved items: a member's own list of posts, articles and lessons, newest first by cursor, only what they may still see; idempotent writes and every caller kind.
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { SAVED_ITEMS_PAGE, savedItemMessages, type SaveableType } from '../../schema/saved-items/saved-item-rules';
import { savedItemAnswer, savedItemsPage, type SavedItem } from '../../schema/saved-items/wire';
import { encodeCursor } from '../../server/core/opaque-cursor';
import { users } from '../../server/domains/account/users-schema';
import { groups, memberships } from '../../server/domains/groups/group-schema';
import { articles } from '../../server/domains/library/library-schema';
import { posts } from '../../server/domains/posts/post-schema';
import { savedItems } from '../../server/domains/saved-items/saved-items-schema';
import { signUpInGroup, signUpMember } from './support/accounts';
import { makeCourse, makeProduct } from './support/courses';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const PATH = '/api/v2/account/saved_items';

describe.each(drivers)('saved items on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const key = (k?: string) => (k ? { 'idempotency-key': k } : undefined);
  const save = (s: Session | undefined, saveable_type: SaveableType | string, saveable_id: number | string, k?: string) =>
    ctx.api.call('POST', PATH, { session: s, body: { saveable_type, saveable_id }, headers: key(k) });
  const unsave = (s: Session | undefined, type: string, id: number | string, k?: string) => ctx.api.call('DELETE', `${PATH}/${type}/${id}`, { session: s, headers: key(k) });
  const page = async (s: Session, cursor?: string) => {
    const res = await ctx.api.call('GET', cursor === undefined ? PATH : `${PATH}?cursor=${encodeURIComponent(cursor)}`, { session: s });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return savedItemsPage.parse(res.body);
  };
  const listed = async (s: Session) => (await page(s)).saved_items.map((i) => `${i.saveable_type}:${i.saveable_id}`);
  const articleIn = async (s: Session, folder: string, extra: Record<string, unknown> = {}): Promise<number> => {
    const root = (await ctx.api.call('GET', '/api/v2/folders', { session: s })).body.folders as { id: number; name: string }[];
    const folder_id = root.find((f) => f.name === folder)!.id;
    const res = await ctx.api.call('POST', '/api/v2/articles', { session: await login('admin@example.com'), body: { folder_id, title: 'Saved notes', body_html: '<p>Worth keeping.</p>', ...extra } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.article.id;
  };
  const groupId = async (k: string) => (await ctx.testDb.db.select({ id: groups.id }).from(groups).where(eq(groups.key, k)))[0]!.id;
  const notFound = { errors: [savedItemMessages.notFound] };

  it('saves a post, an article and a lesson: 201, then 200 with the first saved_at; listed newest first with their summaries', async () => {
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const p = await postAs(ctx.api, noah, 'welcome', 'Harbour lights tonight\nBring a coat, it gets cold on the pier.');
    const articleId = await articleIn(ada, 'Songbook');
    const course = await makeCourse(ctx.api, ada);
    const first = await save(mia, 'Post', p.id);
    expect(first.status).toBe(201);
    expect(savedItemAnswer.parse(first.body).saved_item).toEqual({
      saveable_type: 'Post',
      saveable_id: p.id,
      saved_at: expect.any(String),
      item: {
        title: 'Harbour lights tonight',
        excerpt: 'Harbour lights tonight\nBring a coat, it gets cold on the pier.',
        author: p.author,
        place: 'Welcome Harbour',
        course_id: null,
        published_at: p.created_at,
      },
    });
    const again = await save(mia, 'Post', p.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const article = await save(mia, 'Article', articleId);
    expect(article.status).toBe(201);
    expect(article.body.saved_item.item).toMatchObject({ title: 'Saved notes', excerpt: 'Worth keeping.', place: 'Songbook', course_id: null, author: { display_name: 'Ada Admin' } });
    expect(article.body.saved_item.item.published_at).toEqual(expect.any(String));
    const lesson = await save(mia, 'Lesson', course.lessonIds[1]!);
    expect(lesson.status).toBe(201);
    expect(lesson.body.saved_item.item).toEqual({ title: 'Lesson 2', excerpt: 'About 2', author: null, place: expect.stringMatching(/^Course /), course_id: course.id, published_at: null });
    const list = await page(mia);
    expect(list.saved_items.map((i) => i.saveable_type)).toEqual(['Lesson', 'Article', 'Post']);
    expect(list.saved_items[2]).toEqual(first.body.saved_item);
    expect(list.meta.next).toBeNull();
    // Concurrent saves of one item keep one row.
    const answers = await Promise.all(Array.from({ length: 4 }, () => save(noah, 'Post', p.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201]);
    expect(await listed(noah)).toEqual([`Post:${p.id}`]);
    // Another member never sees mine, and unsaving at their end leaves mine.
    expect((await unsave(noah, 'Lesson', course.lessonIds[1]!)).status).toBe(204);
    expect(await listed(mia)).toHaveLength(3);
  });

  it('unsaves idempotently (204, also when it was not saved) and replays by Idempotency-Key without applying anything again', async () => {
    const { session: me } = await signUpInGroup(ctx.api);
    const p = await postAs(ctx.api, me, 'welcome', 'Keep me');
    expect((await unsave(me, 'Post', p.id)).status).toBe(204);
    const saved = await save(me, 'Post', p.id, 'cl_save_0001');
    expect(saved.status).toBe(201);
    const removed = await unsave(me, 'Post', p.id, 'cl_unsave_0001');
    expect(removed.status).toBe(204);
    expect(removed.body).toBe('');
    // The service worker's late replay of the save: the first answer, nothing saved again.
    const replay = await save(me, 'Post', p.id, 'cl_save_0001');
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(saved.body);
    expect(await listed(me)).toEqual([]);
    expect((await save(me, 'Post', p.id, 'cl_save_0002')).status).toBe(201);
    // The unsave's replay does not unsave the new save; a key cannot serve another request.
    expect((await unsave(me, 'Post', p.id, 'cl_unsave_0001')).status).toBe(204);
    expect(await listed(me)).toEqual([`Post:${p.id}`]);
    const misused = await unsave(me, 'Post', p.id, 'cl_save_0002');
    expect(misused.status).toBe(422);
    expect(misused.body).toEqual({ errors: [messages.idempotencyConflict] });
    expect((await save(me, 'Post', p.id, 'not a key!')).status).toBe(400);
    expect((await unsave(me, 'Post', p.id)).status).toBe(204);
    expect((await unsave(me, 'Post', p.id)).status).toBe(204);
    expect(await listed(me)).toEqual([]);
  });

  it('pages newest first by an opaque cursor (ties broken by the key, hidden items not shortening a page); a bad cursor is 400', async () => {
    const { session: me } = await signUpMember(ctx.api);
    const inner = await groupId('inner-circle');
    const live = and(isNull(posts.deletedAt), isNull(posts.scheduledAt), ne(posts.groupId, inner), inArray(posts.groupId, [await groupId('welcome'), await groupId('announcements')]));
    const open = [
      ...(await ctx.testDb.db.select({ id: posts.id }).from(posts).where(live).limit(2 * SAVED_ITEMS_PAGE - 2)).map((r) => ({ type: 'Post' as const, id: r.id })),
      ...(await ctx.testDb.db.select({ id: articles.id }).from(articles).where(isNull(articles.requiredPlan)).limit(3)).map((r) => ({ type: 'Article' as const, id: r.id })),
    ];
    const hidden = (await ctx.testDb.db.select({ id: posts.id }).from(posts).where(eq(posts.groupId, inner)).limit(5)).map((r) => ({ type: 'Post' as const, id: r.id }));
    expect(open).toHaveLength(2 * SAVED_ITEMS_PAGE + 1);
    // Saved in threes at the same millisecond (posts and articles side by side), the secret group's posts among them.
    const base = Date.parse('2024-05-01T12:00:00.000Z');
    const at = (i: number) => new Date(base + Math.floor(i / 3) * 1000);
    await ctx.testDb.db.insert(savedItems).values([...hidden, ...open].map((k, i) => ({ userId: me.user_id, saveableType: k.type, saveableId: k.id, savedAt: at(i) })));
    const expected = open
      .map((k, i) => ({ ...k, at: at(i + hidden.length).getTime() }))
      .sort((a, b) => b.at - a.at || (a.type === b.type ? b.id - a.id : a.type < b.type ? 1 : -1))
      .map((k) => `${k.type}:${k.id}`);
    const seen: SavedItem[] = [];
    const sizes: number[] = [];
    let cursor: string | undefined;
    do {
      const got = await page(me, cursor);
      sizes.push(got.saved_items.length);
      seen.push(...got.saved_items);
      cursor = got.meta.next ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([SAVED_ITEMS_PAGE, SAVED_ITEMS_PAGE, 1]);
    expect(seen.map((s) => `${s.saveable_type}:${s.saveable_id}`)).toEqual(expected);

    const first = await page(me);
    const bad = (c: string) => ctx.api.call('GET', `${PATH}?cursor=${encodeURIComponent(c)}`, { session: me });
    expect((await bad('1')).body).toEqual({ errors: [messages.cursorNotPageNumber] });
    const wall = (await ctx.api.call('GET', '/api/v2/walls/welcome/recent_posts?limit=1', { session: me })).body.meta.next as string;
    const forged = [encodeCursor('saved_items', ['0000-01-01T00:00:00.000Z', 'Post', 1]), encodeCursor('saved_items', [new Date().toISOString(), 'Video', 1])];
    for (const c of ['nonsense', `${first.meta.next!.slice(0, -2)}xy`, wall, ...forged]) {
      const res = await bad(c);
      expect(res.status, c).toBe(400);
      expect(res.body).toEqual({ errors: [messages.invalidCursor] });
    }
    expect((await ctx.api.call('GET', `${PATH}?page=2`, { session: me })).status).toBe(400);
  });

  it('refuses what the member cannot see with 404 and a bad type with 400 in the contract words; hosts see everything', async () => {
    const mia = await login('member@example.com');
    const kenji = await login('kenji@example.com');
    const noah = await login('noah@example.com');
    const ada = await login('admin@example.com');
    const backstage = await postAs(ctx.api, noah, 'backstage', 'Crew only');
    const inner = await postAs(ctx.api, mia, 'inner-circle', 'Quiet room');
    // Mia is no member of backstage; Kenji's request to join is pending; Noah cannot see the secret group.
    for (const [who, id] of [[mia, backstage.id], [kenji, backstage.id], [noah, inner.id]] as const) {
      const res = await save(who, 'Post', id);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    // The host is a member everywhere, and reads drafts and every plan.
    expect((await save(ada, 'Post', backstage.id)).status).toBe(201);
    expect((await save(ada, 'Post', inner.id)).status).toBe(201);
    const gold = (await ctx.api.call('GET', `/api/v2/folders/${(await ctx.api.call('GET', '/api/v2/folders', { session: ada })).body.folders.find((f: { name: string }) => f.name === 'Gold lounge').id}`, { session: ada })).body.articles[0].id as number;
    const platinum = await articleIn(ada, 'Songbook', { required_plan: 'Platinum' });
    const draft = await articleIn(ada, 'Songbook', { published: false });
    const hiddenCourse = await makeCourse(ctx.api, ada, { published: false }, 1);
    for (const [type, id] of [['Article', gold], ['Article', platinum], ['Article', draft], ['Lesson', hiddenCourse.lessonIds[0]!]] as const) {
      expect((await save(mia, type, id)).body, `${type} ${id}`).toEqual(notFound);
      expect((await save(ada, type, id)).status, `${type} ${id}`).toBe(201);
    }
    // A paid course's lessons are listed to every member (only their content waits for enrolment): they may be saved.
    const paid = await makeCourse(ctx.api, ada, { tier_product_id: await makeProduct(ctx.api, ada) }, 1);
    expect((await save(mia, 'Lesson', paid.lessonIds[0]!)).status).toBe(201);
    // Deleted, unknown.
    const gone = await postAs(ctx.api, mia, 'welcome', 'Soon gone');
    expect((await ctx.api.call('DELETE', `/api/v2/posts/${gone.id}`, { session: mia })).status).toBe(204);
    for (const [type, id] of [['Post', gone.id], ['Post', 99_999_999], ['Article', 99_999_999], ['Lesson', 99_999_999]] as const) {
      expect((await save(mia, type, id)).body).toEqual(notFound);
    }
    // Malformed: 400 naming the field, in the contract's words.
    const video = await save(mia, 'Video', gone.id);
    expect(video.status).toBe(400);
    expect(video.body).toEqual({ errors: [messages.badRequest, `saveable_type: ${savedItemMessages.badType}`] });
    expect((await unsave(mia, 'Video', 1)).body).toEqual(video.body);
    for (const res of [await save(mia, 'Post', -3), await save(mia, 'Post', 'abc'), await unsave(mia, 'Post', 'abc'), await ctx.api.call('POST', PATH, { session: mia, body: {} })]) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toBe(messages.badRequest);
    }
  });

  it('leaves out what the member lost sight of, and shows it again when they regain it', async () => {
    const noah = await login('noah@example.com');
    const leila = await login('leila@example.com');
    const tomas = await login('tomas@example.com');
    const ada = await login('admin@example.com');
    const { session: me } = await signUpMember(ctx.api);
    const crew = await postAs(ctx.api, leila, 'backstage', 'Load-in at four');
    const byLeila = await postAs(ctx.api, leila, 'welcome', 'Soon deleted');
    const byTomas = await postAs(ctx.api, tomas, 'welcome', 'Soon shadowbanned');
    const articleId = await articleIn(ada, 'Tour archive');
    const course = await makeCourse(ctx.api, ada, {}, 1);
    expect((await save(noah, 'Post', crew.id)).status).toBe(201);
    for (const [type, id] of [['Post', byLeila.id], ['Post', byTomas.id], ['Article', articleId], ['Lesson', course.lessonIds[0]!]] as const) {
      expect((await save(me, type, id)).status).toBe(201);
    }
    expect(await listed(me)).toHaveLength(4);

    // Noah leaves the private group: its post drops out; back in, it is back.
    const backstage = await groupId('backstage');
    expect((await ctx.api.call('DELETE', `/api/v2/groups/${backstage}/membership`, { session: noah })).status).toBe(204);
    expect(await listed(noah)).not.toContain(`Post:${crew.id}`);
    await ctx.testDb.db.insert(memberships).values({ groupId: backstage, userId: noah.user_id });
    expect((await listed(noah))[0]).toBe(`Post:${crew.id}`);

    const tomasId = byTomas.author.id;
    expect((await ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: tomasId } })).status).toBe(200);
    expect((await ctx.api.call('DELETE', `/api/v2/posts/${byLeila.id}`, { session: leila })).status).toBe(204);
    expect((await ctx.api.call('PATCH', `/api/v2/articles/${articleId}`, { session: ada, body: { published: false } })).status).toBe(200);
    expect((await ctx.api.call('PATCH', `/api/v2/courses/${course.id}`, { session: ada, body: { published: false } })).status).toBe(200);
    expect(await listed(me)).toEqual([]);
    // The rows stay: lifted, published again, they show again (the deleted post does not).
    expect(await ctx.testDb.db.select().from(savedItems).where(eq(savedItems.userId, me.user_id))).toHaveLength(4);
    await ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: tomasId, shadowbanned: false } });
    await ctx.api.call('PATCH', `/api/v2/articles/${articleId}`, { session: ada, body: { published: true } });
    await ctx.api.call('PATCH', `/api/v2/courses/${course.id}`, { session: ada, body: { published: true } });
    expect(await listed(me)).toEqual([`Lesson:${course.lessonIds[0]}`, `Article:${articleId}`, `Post:${byTomas.id}`]);
    // A deleted article drops out, its row kept; an item the member cannot see any more may still be unsaved.
    expect((await ctx.api.call('DELETE', `/api/v2/articles/${articleId}`, { session: ada })).status).toBe(204);
    expect(await listed(me)).toEqual([`Lesson:${course.lessonIds[0]}`, `Post:${byTomas.id}`]);
    expect((await unsave(me, 'Post', byLeila.id)).status).toBe(204);
    expect(await ctx.testDb.db.select().from(savedItems).where(eq(savedItems.userId, me.user_id))).toHaveLength(3);
  });

  it('answers visitors 401 and a banned or disabled member as the access hook does, before the input is judged', async () => {
    const grace = await login('grace@example.com');
    for (const res of [await ctx.api.call('GET', PATH), await save(undefined, 'Post', 1), await save(undefined, 'Video', 'x'), await unsave(undefined, 'Post', 1)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ errors: [messages.sessionRequired] });
    }
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      for (const res of [await ctx.api.call('GET', PATH, { session: grace }), await save(grace, 'Post', 1), await save(grace, 'Video', 'x'), await unsave(grace, 'Post', 1)]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ errors: [messages.accountDisabled] });
      }
    });
    const ada = await login('admin@example.com');
    const { session: banned } = await signUpMember(ctx.api);
    expect((await ctx.api.call('POST', '/api/v2/account/ban', { session: ada, body: { member_id: banned.user_id } })).status).toBe(200);
    const me = await ctx.api.call('GET', '/api/v1/me', { session: banned });
    expect(me.status).toBe(403);
    for (const res of [await ctx.api.call('GET', PATH, { session: banned }), await save(banned, 'Post', 1), await unsave(banned, 'Post', 1)]) {
      expect([res.status, res.body]).toEqual([me.status, me.body]);
    }
  });

  it("deletes the member's saved items with their account", async () => {
    const { session: me } = await signUpInGroup(ctx.api);
    const p = await postAs(ctx.api, me, 'welcome', 'Mine');
    expect((await save(me, 'Post', p.id)).status).toBe(201);
    expect((await ctx.api.call('DELETE', '/api/v2/account', { session: me, body: { delete_content: false, confirmation: 'DELETE' } })).status).toBe(204);
    expect(await ctx.testDb.db.select().from(savedItems).where(eq(savedItems.userId, me.user_id))).toEqual([]);
    expect((await ctx.testDb.db.select({ state: users.state }).from(users).where(eq(users.id, me.user_id)))[0]?.state).toBe('deleted');
  });
});
