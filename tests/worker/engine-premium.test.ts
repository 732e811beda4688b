// Premium rows on the device follow what the member holds, against the real server: a plan lost leaves only locked stubs in the mirror (no body, no comments, no library page); a plan gained brings the bodies back.
import 'fake-indexeddb/auto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FolderListing } from '../../schema/library';
import { users } from '../../server/domains/account/users-schema';
import { announceHoldings } from '../../server/domains/payments/owned';
import { planGrants, plans } from '../../server/domains/payments/payments-schema';
import { useSignedInMember, MEMBER } from './helpers/engine-harness';
import { DEMO_PASSWORD } from './helpers/live-server';

const SECRET = 'harbour-supporters-only-verse';

describe('premium rows on the device', () => {
  const live = useSignedInMember();

  it('replaces premium bodies by stubs when the plan is lost, and brings them back when it is gained', { timeout: 120_000 }, async () => {
    const { h, server } = live;
    const db = server.db;
    const ada = await server.api.login('admin@example.com', DEMO_PASSWORD);
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, MEMBER));
    // The demo's Supporter plan (server/seed/demo-plans.ts).
    const [plan] = await db.select().from(plans).where(eq(plans.name, 'supporter'));
    const grant = async () => {
      await db.insert(planGrants).values({ userId: me!.id, planId: plan!.id });
      await db.transaction((tx) => announceHoldings(tx, me!.id));
    };
    const revoke = async () => {
      await db.delete(planGrants).where(eq(planGrants.userId, me!.id));
      await db.transaction((tx) => announceHoldings(tx, me!.id));
    };
    await grant();
    const made = await server.api.call('POST', '/api/v2/walls/welcome/posts', { session: ada, body: { body: `Tonight ${SECRET}`, required_plan: 'supporter' } });
    expect(made.status).toBe(201);
    const postId = made.body.post.id as number;
    await server.api.call('POST', `/api/v2/posts/${postId}/comments`, { session: ada, body: { body: `comment ${SECRET}` } });
    const songbook = (await server.api.call<FolderListing>('GET', '/api/v2/folders', { session: ada })).body.folders.find((f) => f.name === 'Songbook')!;
    const article = await server.api.call('POST', '/api/v2/articles', { session: ada, body: { folder_id: songbook.id, title: 'Supporters notes', body_html: `<p>${SECRET}</p>`, required_plan: 'supporter' } });
    const articleId = article.body.article.id as number;

    await h.engine.syncNow();
    await h.engine.posts.loadWall('welcome');
    await h.engine.posts.load(postId);
    await h.engine.library.loadFolder(songbook.id);
    await h.engine.library.loadArticle(articleId);
    expect((await h.mirror.posts.get(`p${postId}`))?.body).toContain(SECRET);
    expect(await h.mirror.comments.where('post_id').equals(postId).count()).toBe(1);
    expect((await h.mirror.articles.get(articleId))?.body_html).toContain(SECRET);

    // Lost: nothing of the premium content stays in IndexedDB, the stubs do.
    await revoke();
    await h.engine.syncNow();
    expect(await h.mirror.posts.get(`p${postId}`)).toMatchObject({ locked: true, body: '', required_plan: 'supporter' });
    expect(await h.mirror.comments.where('post_id').equals(postId).count()).toBe(0);
    expect(await h.mirror.articles.get(articleId)).toBeUndefined();
    expect((await h.mirror.folder_listings.get(String(songbook.id)))?.articles.find((a) => a.id === articleId)).toMatchObject({ locked: true });
    const everything = JSON.stringify(await Promise.all([h.mirror.posts.toArray(), h.mirror.comments.toArray(), h.mirror.articles.toArray(), h.mirror.server_rows.toArray()]));
    expect(everything).not.toContain(SECRET);

    // Gained: the catch-up reads the held wall and library pages again.
    await grant();
    await h.engine.syncNow();
    expect((await h.mirror.posts.get(`p${postId}`))?.body).toContain(SECRET);
    expect((await h.mirror.posts.get(`p${postId}`))?.locked).toBe(false);
    expect((await h.mirror.articles.get(articleId))?.body_html).toContain(SECRET);
  });
});
