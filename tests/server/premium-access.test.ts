// Premium content everywhere: a post, article, folder, asset or course tier that asks for a plan reaches only its holders whole; everyone else gets a locked stub (or nothing), in every answer and in the delta feed.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../../schema/messages';
import type { Post } from '../../schema/posts';
import type { Session } from '../../schema/session';
import type { Change } from '../../schema/sync';
import { assets, folders } from '../../server/domains/library/library-schema';
import { users } from '../../server/domains/account/users-schema';
import { communityConfiguration } from '../../server/domains/configuration/configuration-schema';
import { productOwners } from '../../server/domains/courses/course-schema';
import { announceHoldings } from '../../server/domains/payments/owned';
import { planGrants, planPrices, plans, subscriptionPurchases } from '../../server/domains/payments/payments-schema';
import { postPreview } from '../../server/page-previews/item-previews';
import { cursorOf, feedSince } from './support/change-feed';
import { makeCourse, makeProduct } from './support/courses';
import { whileDisabled } from './support/disabled-member';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

const SECRET = 'lighthouse-keeper-secret-verse';
const COMMENT = 'only-supporters-comment-here';
const DAY = 86_400_000;

describe.each(drivers)('premium content on %s', { timeout: 120_000 }, (driver) => {
  const ctx = useTestApp(driver);
  const db = () => ctx.testDb.db;
  const call = (method: 'GET' | 'POST' | 'PATCH', s: Session | undefined, url: string, body?: unknown) => ctx.api.call(method, url, { session: s, body });
  const idOf = async (email: string) => (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const supporter = formatMessage(messages.planRequired, { plan: 'supporter' });

  let premiumId = 0;
  let openId = 0;
  let articleId = 0;
  let folderId = 0;
  let assetId = 0;
  let songbookId = 0;
  let courseId = 0;
  let purchaseId = 0;

  // Who reads: a member without a plan, a holder by subscription, a holder by a host's grant, the host.
  const readers = {
    mia: { email: 'member@example.com', holds: false },
    noah: { email: 'noah@example.com', holds: true },
    leila: { email: 'leila@example.com', holds: true },
    ada: { email: 'admin@example.com', holds: true },
  } as const;
  const login = (name: keyof typeof readers) => ctx.api.login(readers[name].email);

  beforeAll(async () => {
    const ada = await ctx.api.login('admin@example.com');
    // The demo's Supporter plan (server/seed/demo-plans.ts) and its monthly price.
    const [plan] = await db().select().from(plans).where(eq(plans.name, 'supporter'));
    const [price] = await db().select().from(planPrices).where(and(eq(planPrices.planId, plan!.id), eq(planPrices.intervalPeriod, 'month')));
    const [bought] = await db()
      .insert(subscriptionPurchases)
      .values({ userId: await idOf(readers.noah.email), planPriceId: price!.id, provider: 'local', status: 'active', currentPeriodEnd: new Date(Date.now() + 30 * DAY) })
      .returning();
    purchaseId = bought!.id;
    await db().insert(planGrants).values({ userId: await idOf(readers.leila.email), planId: plan!.id, grantedBy: await idOf(readers.ada.email) });

    const made = await call('POST', ada, '/api/v2/walls/welcome/posts', {
      body: `Tonight's ${SECRET} #backstagepass`,
      link_button: { text: 'Listen', url: 'https://example.com/listen' },
      required_plan: 'supporter',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.post).toMatchObject({ required_plan: 'supporter', locked: false });
    premiumId = made.body.post.id;
    openId = (await call('POST', ada, '/api/v2/walls/welcome/posts', { body: `An open post about the ${SECRET.split('-')[0]} #backstagepass` })).body.post.id;
    expect((await call('POST', ada, `/api/v2/posts/${premiumId}/comments`, { body: COMMENT })).status).toBe(201);

    const root = (await call('GET', ada, '/api/v2/folders')).body.folders as { id: number; name: string }[];
    songbookId = root.find((f) => f.name === 'Songbook')!.id;
    articleId = (await call('POST', ada, '/api/v2/articles', { folder_id: songbookId, title: 'Supporters liner notes', body_html: `<p>${SECRET}</p>`, required_plan: 'supporter' })).body.article.id;
    const [folder] = await db().insert(folders).values({ parentId: null, name: 'Supporters room', description: 'For supporters', requiredPlan: 'supporter' }).returning();
    folderId = folder!.id;
    const [asset] = await db().insert(assets).values({ folderId: songbookId, name: 'Supporters stems', fileUrl: '/uploads/stems.zip', mediaType: 'document', requiredPlan: 'supporter' }).returning();
    assetId = asset!.id;
    const product = await makeProduct(ctx.api, ada, true);
    courseId = (await makeCourse(ctx.api, ada, { tier_product_id: product }, 1)).id;
    await db().insert(productOwners).values({ productId: product, userId: await idOf(readers.noah.email) });
  }, 180_000);

  /** Every post answer a member gets, with the premium post picked out of it. */
  async function postAnswers(s: Session): Promise<Record<string, Post | undefined>> {
    const pick = (list: Post[]) => list.find((p) => p.id === premiumId);
    const single = await call('GET', s, `/api/v2/posts/${premiumId}`);
    await call('POST', s, '/api/v2/account/saved_items', { saveable_type: 'Post', saveable_id: premiumId });
    return {
      wall: pick((await call('GET', s, '/api/v2/walls/welcome/recent_posts?limit=50')).body.posts),
      hottest: pick((await call('GET', s, '/api/v2/walls/welcome/hottest_posts?limit=50')).body.posts),
      activity: pick((await call('GET', s, '/api/v2/recent_posts?limit=50')).body.posts),
      single: single.status === 200 ? single.body.post : undefined,
      search: pick((await call('GET', s, `/api/v2/search?q=${SECRET}&mode=posts`)).body.posts ?? []),
      hashtag: pick((await call('GET', s, '/api/v2/hashtags/backstagepass/posts')).body.posts),
    };
  }

  const premiumChange = (feed: Change[]) => feed.flatMap((c) => (c.kind === 'post.upsert' && c.data.id === premiumId ? [c.data] : [])).at(-1);

  const expectWhole = (p: Post | undefined, where: string) => {
    expect(p, where).toBeDefined();
    expect(p!.body, where).toContain(SECRET);
    expect(p!.link_button, where).not.toBeNull();
    expect(p!.locked, where).toBe(false);
  };

  it('gives holders (subscription, grant) and the host the premium post whole in every answer, with its comments', async () => {
    for (const name of ['noah', 'leila', 'ada'] as const) {
      const s = await login(name);
      for (const [where, p] of Object.entries(await postAnswers(s))) expectWhole(p, `${name} ${where}`);
      const comments = await call('GET', s, `/api/v2/posts/${premiumId}/comments`);
      expect(comments.status, name).toBe(200);
      expect(comments.body.comments.map((c: { body: string }) => c.body)).toEqual([COMMENT]);
    }
  });

  it('gives a member without the plan a locked stub where the post is listed, never its body, link, comments or search by its words', async () => {
    const mia = await login('mia');
    const answers = await postAnswers(mia);
    for (const where of ['wall', 'hottest', 'activity', 'single'] as const) {
      expect(answers[where], where).toMatchObject({ id: premiumId, wall_key: 'welcome', required_plan: 'supporter', locked: true, body: '', link_button: null, media: [], poll: null, comments_count: 0 });
      expect(answers[where]!.author.display_name).toBe('Ada Admin');
      expect(JSON.stringify(answers[where])).not.toContain(SECRET);
    }
    // Finding it by its words or hashtags would be reading them.
    expect(answers.search).toBeUndefined();
    expect(answers.hashtag).toBeUndefined();
    expect((await call('GET', mia, '/api/v2/hashtags/backstagepass/posts')).body.posts.map((p: Post) => p.id)).toContain(openId);
    const single = await call('GET', mia, `/api/v2/posts/${premiumId}`);
    expect(single.body.comments).toEqual([]);
    const comments = await call('GET', mia, `/api/v2/posts/${premiumId}/comments`);
    expect(comments.status).toBe(403);
    expect(comments.body).toEqual({ errors: [supporter], required_plan: 'supporter' });
    expect((await call('POST', mia, `/api/v2/posts/${premiumId}/comments`, { body: 'let me in' })).status).toBe(403);
    const saved = await call('GET', mia, '/api/v2/account/saved_items');
    const item = saved.body.saved_items.find((i: { saveable_id: number }) => i.saveable_id === premiumId);
    expect(item.item).toMatchObject({ title: '', excerpt: '', locked: true, required_plan: 'supporter' });
    // The group's new-post activity (and its push) quotes nothing of it.
    const activities = await call('GET', mia, '/api/v2/activities');
    expect(activities.status).toBe(200);
    expect(JSON.stringify(activities.body)).not.toContain(SECRET);
    // A member cannot make a post premium; a host can.
    expect((await call('POST', mia, '/api/v2/walls/welcome/posts', { body: 'mine', required_plan: 'supporter' })).status).toBe(403);
  });

  it('answers visitors 401 and a banned member 403 on every post answer; a bot gets the stub preview without the words', async () => {
    for (const url of ['/api/v2/walls/welcome/recent_posts', `/api/v2/posts/${premiumId}`, `/api/v2/posts/${premiumId}/comments`, '/api/v2/recent_posts', '/api/v2/hashtags/backstagepass/posts']) {
      expect((await call('GET', undefined, url)).status, url).toBe(401);
    }
    const grace = await ctx.api.login('grace@example.com');
    await whileDisabled(db(), 'grace@example.com', async () => {
      for (const url of ['/api/v2/walls/welcome/recent_posts', `/api/v2/posts/${premiumId}`, `/api/v2/posts/${premiumId}/comments`, `/api/v2/articles/${articleId}`]) {
        const res = await call('GET', grace, url);
        expect(res.status, url).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain(SECRET);
      }
    });
    const preview = await postPreview(db(), premiumId);
    expect(preview).toMatchObject({ title: 'Ada Admin in Welcome Harbour', text: '', image: null });
  });

  it('keeps library items and course tiers to their holders: a stub or 403 with the plan for the others', async () => {
    for (const [name, r] of Object.entries(readers)) {
      const s = await login(name as keyof typeof readers);
      const root = (await call('GET', s, '/api/v2/folders')).body;
      expect(root.folders.find((f: { id: number }) => f.id === folderId), name).toMatchObject({ locked: !r.holds, required_plan: 'supporter' });
      const songbook = (await call('GET', s, `/api/v2/folders/${songbookId}`)).body;
      expect(songbook.articles.find((a: { id: number }) => a.id === articleId), name).toMatchObject({ locked: !r.holds });
      expect(songbook.assets.find((a: { id: number }) => a.id === assetId), name).toMatchObject({ locked: !r.holds, file_url: r.holds ? '/uploads/stems.zip' : null });
      const article = await call('GET', s, `/api/v2/articles/${articleId}`);
      const folder = await call('GET', s, `/api/v2/folders/${folderId}`);
      if (r.holds) {
        expect(article.body.article.body_html, name).toContain(SECRET);
        expect(folder.status, name).toBe(200);
      } else {
        expect(article.status, name).toBe(403);
        expect(article.body).toEqual({ errors: [supporter], required_plan: 'supporter' });
        expect(folder.body.required_plan).toBe('supporter');
      }
      const found = (await call('GET', s, `/api/v2/search?q=supporters&mode=folders`)).body.folders as { kind: string; id: number; locked: boolean; file_url: string | null }[];
      expect(found.find((h) => h.kind === 'asset' && h.id === assetId)?.file_url ?? null, name).toBe(r.holds ? '/uploads/stems.zip' : null);
      // A course tier opens with its product (noah bought it; the host holds every tier); a plan holder does not own it.
      const tier = (await call('GET', s, `/api/v3/courses/${courseId}`)).body.course.tier;
      expect(tier.owned, name).toBe(name === 'noah' || name === 'ada');
    }
  });

  it('never carries a premium body in a non-holder feed; a holder gets it, and stops getting it once the plan lapses', async () => {
    const ada = await login('ada');
    const mia = await login('mia');
    const noah = await login('noah');
    const [miaFrom, noahFrom] = [await cursorOf(ctx.api, mia), await cursorOf(ctx.api, noah)];
    const edited = await call('PATCH', ada, `/api/v2/posts/${premiumId}`, { body: `Edited ${SECRET} #backstagepass` });
    expect(edited.status).toBe(200);
    await call('POST', ada, `/api/v2/posts/${premiumId}/comments`, { body: `${COMMENT} two` });
    const miaFeed = await feedSince(ctx.api, mia, miaFrom);
    expect(JSON.stringify(miaFeed)).not.toContain(SECRET);
    expect(JSON.stringify(miaFeed)).not.toContain(COMMENT);
    expect(premiumChange(miaFeed)).toMatchObject({ locked: true, required_plan: 'supporter' });
    const noahFeed = await feedSince(ctx.api, noah, noahFrom);
    expect(JSON.stringify(noahFeed)).toContain(SECRET);
    expect(JSON.stringify(noahFeed)).toContain(COMMENT);

    // The period ended (no renewal): noah's answers and feed hold the stub only, and the feed says what he holds now.
    await db().update(subscriptionPurchases).set({ currentPeriodEnd: new Date(Date.now() - 1000) }).where(eq(subscriptionPurchases.id, purchaseId));
    const noahId = await idOf(readers.noah.email);
    await db().transaction((tx) => announceHoldings(tx, noahId));
    const lapsedFrom = await cursorOf(ctx.api, noah);
    expect((await postAnswers(noah)).wall).toMatchObject({ locked: true, body: '' });
    await call('PATCH', ada, `/api/v2/posts/${premiumId}`, { body: `Again ${SECRET} #backstagepass` });
    const lapsed = await feedSince(ctx.api, noah, lapsedFrom);
    expect(JSON.stringify(lapsed)).not.toContain(SECRET);
    expect(premiumChange(lapsed)).toMatchObject({ locked: true });
    // Renewed again for the rest of the file.
    await db().update(subscriptionPurchases).set({ currentPeriodEnd: new Date(Date.now() + 30 * DAY) }).where(eq(subscriptionPurchases.id, purchaseId));
  });

  it('hides premium posts and library items from non-holders when the community turns the lock off', async () => {
    const [stored] = await db().select().from(communityConfiguration);
    const data = { ...(stored?.data ?? {}), paywall_lock_enabled: false };
    await db().insert(communityConfiguration).values({ id: 1, data }).onConflictDoUpdate({ target: communityConfiguration.id, set: { data } });
    try {
      const mia = await login('mia');
      const answers = await postAnswers(mia);
      for (const [where, p] of Object.entries(answers)) expect(p, where).toBeUndefined();
      expect((await call('GET', mia, `/api/v2/posts/${premiumId}`)).status).toBe(404);
      const root = (await call('GET', mia, '/api/v2/folders')).body.folders as { id: number }[];
      expect(root.map((f) => f.id)).not.toContain(folderId);
      expectWhole((await postAnswers(await login('leila'))).wall, 'leila with the lock off');
    } finally {
      if (stored) await db().update(communityConfiguration).set({ data: stored.data });
      else await db().delete(communityConfiguration);
    }
  });
});
