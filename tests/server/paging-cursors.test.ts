// Every list paged by ?cursor= (docs/api-paging.md): opaque cursors walk each item once; bare digits, edited or foreign cursors are a 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import type { Session } from '../../schema/session';
import { signUpInGroup } from './support/accounts';
import { chatClient } from './support/chats';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

interface CursorList {
  name: string;
  session: () => Session;
  /** The list's address with a small limit, so the walk takes several pages. */
  url: () => string;
  key: string;
  /** Every item the list holds, in its order; undefined: what one large-limit walk gives. */
  expected?: () => number[];
}

const withCursor = (url: string, cursor: string) => `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;
const withLimit = (url: string, limit: number) => url.replace(/limit=\d+/, `limit=${limit}`);

describe.each(drivers)('lists paged by cursor on %s', (driver) => {
  const ctx = useTestApp(driver);
  const chats = chatClient(() => ctx.api);
  const made = { postIds: [] as number[], commentIds: [] as number[], replyIds: [] as number[], chatIds: [] as number[], messageIds: [] as number[], tag: '' };
  let author: Session;
  let mia: Session;
  let fans: Session[];
  let postId = 0;
  let chatId = 0;

  beforeAll(async () => {
    author = (await signUpInGroup(ctx.api)).session;
    mia = await ctx.api.login('member@example.com');
    fans = await Promise.all(['noah@example.com', 'leila@example.com', 'tomas@example.com', 'grace@example.com', 'admin@example.com'].map((e) => ctx.api.login(e)));
    made.tag = `pages${Math.random().toString(36).slice(2, 8)}`;
    for (let i = 0; i < 7; i++) made.postIds.push((await postAs(ctx.api, author, 'welcome', `Walk ${i} #${made.tag}`)).id);
    postId = made.postIds[0]!;
    // Comments from others: each one is also an activity of the author's.
    for (let i = 0; i < 7; i++) {
      const res = await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: fans[i % fans.length], body: { body: `Comment ${i}` } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.commentIds.push(res.body.comment.id);
    }
    for (let i = 0; i < 5; i++) {
      const body = { body: `Reply ${i}`, parent_id: made.commentIds[0] };
      const res = await ctx.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: mia, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      made.replyIds.push(res.body.comment.id);
    }
    for (const fan of fans) made.chatIds.push((await chats.started(author, [fan])).id);
    chatId = made.chatIds[0]!;
    for (let i = 0; i < 7; i++) made.messageIds.push((await chats.sent(author, chatId, `Message ${i}`)).id);
  });

  const newestFirst = (ids: number[]) => [...ids].reverse();
  const asMia = () => mia;
  const asAuthor = () => author;
  const lists: CursorList[] = [
    { name: "a wall's recent posts", session: asMia, url: () => '/api/v2/walls/welcome/recent_posts?limit=6', key: 'posts' },
    { name: 'the activity feed', session: asMia, url: () => '/api/v2/recent_posts?limit=6', key: 'posts' },
    { name: "a hashtag's posts", session: asMia, url: () => `/api/v2/hashtags/${made.tag}/posts?limit=3`, key: 'posts', expected: () => newestFirst(made.postIds) },
    { name: "a member's posts", session: asMia, url: () => `/api/v1/accounts/${author.user_id}/posts?limit=3`, key: 'posts', expected: () => newestFirst(made.postIds) },
    { name: "a post's comments", session: asMia, url: () => `/api/v2/posts/${postId}/comments?limit=3`, key: 'comments', expected: () => made.commentIds },
    {
      name: "a comment's replies",
      session: asMia,
      url: () => `/api/v2/posts/${postId}/comments?limit=2&parent_id=${made.commentIds[0]}`,
      key: 'comments',
      expected: () => made.replyIds,
    },
    // The chat with the messages has the latest activity; the others go by when they started.
    { name: 'the chats', session: asAuthor, url: () => '/api/v2/chats?limit=2', key: 'chats', expected: () => [chatId, ...newestFirst(made.chatIds.slice(1))] },
    { name: "a chat's messages", session: asAuthor, url: () => `/api/v2/chats/${chatId}/messages?limit=3`, key: 'messages', expected: () => newestFirst(made.messageIds) },
    { name: "the member's activities", session: asAuthor, url: () => '/api/v2/activities?limit=3', key: 'activities' },
  ];

  async function page(s: Session, url: string): Promise<{ ids: number[]; next: string | null }> {
    const res = await ctx.api.call('GET', url, { session: s });
    expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
    return { ids: res.body[(res.body.posts ? 'posts' : Object.keys(res.body).find((k) => k !== 'meta'))!].map((x: { id: number }) => x.id), next: res.body.meta.next };
  }

  /** Every id the list gives from its first page, following `meta.next` (each an opaque string) to its end. */
  async function walk(s: Session, url: string): Promise<number[]> {
    const seen: number[] = [];
    let next: string | null = null;
    for (let pages = 0; pages === 0 || next !== null; pages++) {
      expect(pages, 'the walk ends').toBeLessThan(200);
      const got = await page(s, next === null ? url : withCursor(url, next));
      seen.push(...got.ids);
      next = got.next;
      if (next !== null) expect(next, 'a cursor is never bare digits').not.toMatch(/^\d+$/);
    }
    return seen;
  }

  async function expect400(s: Session, url: string, message: string): Promise<void> {
    const res = await ctx.api.call('GET', url, { session: s });
    expect(res.status, url).toBe(400);
    expect(res.body, url).toEqual({ errors: [message] });
  }

  it.each(lists)('$name: the first page needs no cursor, and following meta.next gives every item once, in order', async (list) => {
    const s = list.session();
    const walked = await walk(s, list.url());
    expect(new Set(walked).size).toBe(walked.length);
    const expected = list.expected?.() ?? (await walk(s, withLimit(list.url(), 100)));
    expect(walked).toEqual(expected);
    expect(walked.length).toBeGreaterThan(Number(/limit=(\d+)/.exec(list.url())![1]));
    // The lists of seeded content hold what this file wrote, too.
    if (list.key === 'posts' && !list.expected) expect(walked).toEqual(expect.arrayContaining(made.postIds));
    if (list.key === 'activities') expect(walked.length).toBeGreaterThanOrEqual(made.commentIds.length);
  });

  it.each(lists)('$name: bare digits (page=1 read as a cursor) are a 400 that says how to page, never a silent skip', async (list) => {
    const s = list.session();
    const first = await page(s, list.url());
    for (const digits of ['1', '2', '0', String(first.ids[0]), String(first.ids.at(-1)), '99999999999']) {
      await expect400(s, withCursor(list.url(), digits), messages.cursorNotPageNumber);
    }
    // Nor is `page` ignored (a client counting pages would read the first page again and again).
    for (const n of ['1', '2']) {
      const res = await ctx.api.call('GET', `${list.url()}&page=${n}`, { session: s });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ errors: [messages.badRequest, `page: ${messages.cursorNotPageNumber}`] });
    }
  });

  it.each(lists)('$name: an edited cursor, an older server form or another list\'s cursor is a 400', async (list) => {
    const s = list.session();
    const next = (await page(s, list.url())).next!;
    expect(next).not.toBeNull();
    const at = Math.floor(next.length / 2);
    const edited = next.slice(0, at) + (next[at] === 'A' ? 'B' : 'A') + next.slice(at + 1);
    const olderForm = Buffer.from(`2024-01-01T00:00:00.000Z|${postId}`).toString('base64url');
    const other = lists.find((l) => l.key !== list.key && l.session === list.session)!;
    const foreign = (await page(s, other.url())).next!;
    for (const cursor of [edited, `${next}A`, next.slice(0, -1), olderForm, foreign, 'nope!', 'Zm9v']) {
      await expect400(s, withCursor(list.url(), cursor), messages.invalidCursor);
    }
  });
});
