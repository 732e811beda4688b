// Search: posts by their words (stems and prefixes), members and groups by name; only what the caller may read, paged.
import { describe, expect, it } from 'vitest';
import { messages } from '../../schema/messages';
import { searchAnswer, SEARCH_PAGE_SIZE, type SearchAnswer } from '../../schema/search';
import type { Session } from '../../schema/session';
import { whileDisabled } from './support/disabled-member';
import { postAs } from './support/posts';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

describe.each(drivers)('search on %s', (driver) => {
  const ctx = useTestApp(driver);
  const login = (email: string) => ctx.api.login(email);
  const post = (s: Session, wall: string, body: string) => postAs(ctx.api, s, wall, body);
  const find = async (s: Session | undefined, query: string): Promise<{ status: number; body: SearchAnswer }> => {
    const res = await ctx.api.call('GET', `/api/v2/search?${query}`, { session: s });
    return { status: res.status, body: res.status === 200 ? searchAnswer.parse(res.body) : res.body };
  };
  const postIds = async (s: Session, q: string) => ((await find(s, `q=${encodeURIComponent(q)}`)).body.posts ?? []).map((p) => p.id);

  it('finds posts by a word, its other forms and its beginning; every word must match; best first', async () => {
    const noah = await login('noah@example.com');
    const mia = await login('member@example.com');
    const a = await post(noah, 'welcome', 'Sailing past the lighthouse at dawn, we were humming the zephyrine chorus.');
    const b = await post(noah, 'welcome', 'Zephyrine zephyrine: the chorus again, and again.');
    expect(await postIds(mia, 'zephyrine')).toEqual([b.id, a.id]);
    // Stemming (sailed ~ sailing) and prefixes (lightho...) both find it; a word it lacks rules it out.
    expect(await postIds(mia, 'sailed')).toContain(a.id);
    expect(await postIds(mia, 'lightho zephyr')).toEqual([a.id]);
    expect(await postIds(mia, 'zephyrine trombone')).toEqual([]);
    // A partly typed word the English stemmer would change ('…y' -> '…i') still finds the longer word it begins, kept
    // unstemmed (digits in it); and the word in full finds it too.
    const c = await post(noah, 'welcome', 'Field notes: quillworty42 grows by the pond.');
    expect(await postIds(mia, 'quillworty')).toEqual([c.id]);
    expect(await postIds(mia, 'quillworty42')).toEqual([c.id]);
    // Punctuation only: nothing to look for, not an error.
    expect((await find(mia, 'q=%22%3A%26%21')).body).toEqual({ mode: 'posts', posts: [], meta: { next: null } });
  });

  it('finds only what the caller may read: private and secret walls stay closed to non-members, deleted posts are gone', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const noah = await login('noah@example.com');
    const backstage = await post(ada, 'backstage', 'Backstage quokkaphone rehearsal notes');
    const secret = await post(ada, 'inner-circle', 'Inner circle quokkaphone');
    const open = await post(ada, 'welcome', 'Welcome quokkaphone');
    // Mia: public walls and her secret group, not the private group she is not in.
    expect((await postIds(mia, 'quokkaphone')).sort()).toEqual([secret.id, open.id].sort());
    // Noah: backstage member, not in the secret group.
    expect((await postIds(noah, 'quokkaphone')).sort()).toEqual([backstage.id, open.id].sort());
    expect((await postIds(ada, 'quokkaphone')).length).toBe(3);
    expect((await ctx.api.call('DELETE', `/api/v2/posts/${open.id}`, { session: ada })).status).toBeLessThan(300);
    expect(await postIds(mia, 'quokkaphone')).toEqual([secret.id]);
  });

  it('leaves a shadowbanned member\'s posts out for everyone but themselves', async () => {
    const ada = await login('admin@example.com');
    const mia = await login('member@example.com');
    const grace = await login('grace@example.com');
    const hidden = await post(grace, 'welcome', 'A whispered glockenspielery');
    const shadowban = (on: boolean) =>
      ctx.api.call('POST', '/api/v2/account/shadowban', { session: ada, body: { member_id: grace.user_id, shadowbanned: on } });
    expect((await shadowban(true)).status).toBe(200);
    try {
      expect(await postIds(mia, 'glockenspielery')).toEqual([]);
      expect(await postIds(grace, 'glockenspielery')).toEqual([hidden.id]);
    } finally {
      expect((await shadowban(false)).status).toBe(200);
    }
    expect(await postIds(mia, 'glockenspielery')).toEqual([hidden.id]);
  });

  it('pages posts 15 at a time', async () => {
    const noah = await login('noah@example.com');
    for (let i = 0; i < SEARCH_PAGE_SIZE + 2; i++) await post(noah, 'welcome', `Pagination marimbula number ${i}`);
    const first = await find(noah, 'q=marimbula');
    expect(first.body.posts).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.body.meta.next).toBe(2);
    const second = await find(noah, 'q=marimbula&page=2');
    expect(second.body.posts).toHaveLength(2);
    expect(second.body.meta.next).toBeNull();
    const ids = new Set([...first.body.posts!, ...second.body.posts!].map((p) => p.id));
    expect(ids.size).toBe(SEARCH_PAGE_SIZE + 2);
  });

  it('finds members who share a readable group by name or username, and groups the caller sees in lists', async () => {
    const mia = await login('member@example.com');
    const members = await find(mia, 'q=grace&mode=members');
    expect(members.body.members?.map((m) => m.display_name)).toEqual(['Grace Okafor']);
    expect((await find(mia, 'q=ken&mode=members')).body.members?.map((m) => m.display_name)).toEqual(['Kenji Watanabe']);
    expect((await find(mia, 'q=100%25&mode=members')).body.members).toEqual([]);
    // Groups: by a word of the description (stemmed), or a piece of the name; the secret group only for its members.
    expect((await find(mia, 'q=setlist&mode=groups')).body.groups?.map((g) => g.key)).toEqual(['backstage']);
    expect((await find(mia, 'q=circ&mode=groups')).body.groups?.map((g) => g.key)).toEqual(['inner-circle']);
    const noah = await login('noah@example.com');
    expect((await find(noah, 'q=circle&mode=groups')).body.groups).toEqual([]);
  });

  it('answers visitors 401, a disabled member 403, and a malformed query 400 with the reason', async () => {
    expect((await find(undefined, 'q=harbour')).status).toBe(401);
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const res = await find(undefined, 'q=harbour');
      expect(res.status).toBe(401);
    });
    const grace = await login('grace@example.com');
    await whileDisabled(ctx.testDb.db, 'grace@example.com', async () => {
      const res = await find(grace, 'q=harbour');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ errors: [messages.accountDisabled] });
    });
    const mia = await login('member@example.com');
    for (const query of ['q=', 'q=%20%20', 'q=a&mode=events', 'q=a&page=0', `q=${'x'.repeat(101)}`]) {
      const res = await find(mia, query);
      expect(res.status, query).toBe(400);
      expect((res.body as unknown as { errors: string[] }).errors.length).toBeGreaterThan(0);
    }
    expect(((await find(mia, 'q=')).body as unknown as { errors: string[] }).errors).toEqual([messages.badRequest, 'q: Type something to search for.']);
  });
});
