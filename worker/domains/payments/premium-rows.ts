// Premium rows on the device follow what the member holds: a plan lost leaves only locked stubs (or nothing) of its content in the mirror; a plan gained asks for the walls and library pages again (docs/architecture.md "Premium content").
import type { LocalDb } from '../../../schema/local-db';
import type { LocalArticle, LocalFolderListing } from '../../../schema/mirror/library';
import { libraryLockKey } from '../../../schema/mirror/library';
import { lockedPost, opensPlan } from '../../../schema/premium-rules';
import type { ApplyContext } from '../../collections/collection';
import { kvGet, kvPut } from '../../kv';
import { updateServerRows } from '../../overlay/rebase';

/**
 * Called in the transaction that applies a `holdings.upsert`: what the member held before is kv `heldPlans`. Hosts
 * hold every plan, whatever the list says. Never the network here: a plan gained only marks the refresh due
 * (kv `premiumRefreshDue`), which the pull runs after the catch-up (`refreshHeldPremium`).
 */
export async function followHoldings(db: LocalDb, plans: readonly string[], ctx: ApplyContext): Promise<void> {
  const [before, user, configuration, session] = await Promise.all([kvGet(db, 'heldPlans'), kvGet(db, 'userData'), kvGet(db, 'configuration'), kvGet(db, 'session')]);
  await kvPut(db, 'heldPlans', [...plans]);
  if (!session || user?.user.role === 'admin') return;
  const me = session.user_id;
  if (before && plans.some((p) => !before.includes(p))) await kvPut(db, 'premiumRefreshDue', true);
  const hidden = configuration?.paywall_lock_enabled === false;
  await lockPosts(db, plans, me, hidden, ctx);
  await lockLibrary(db, plans);
}

/** Posts of plans no longer held: their stubs stay (their comments go), or where the community hides them, they go. */
async function lockPosts(db: LocalDb, plans: readonly string[], me: number, hidden: boolean, ctx: ApplyContext): Promise<void> {
  const lost = await db.posts.filter((p) => !p.locked && p.id > 0 && p.author_id !== me && !opensPlan(p.required_plan, plans)).toArray();
  if (lost.length === 0) return;
  const postIds = lost.map((p) => p.id);
  if (hidden) return ctx.forget({ postIds });
  const commentIds = (await db.comments.where('post_id').anyOf(postIds).toArray()).map((c) => c.id);
  await ctx.forget({ commentIds });
  await updateServerRows(db, 'posts', lost.map((p) => p.uid), (row) => (opensPlan(row.required_plan, plans) ? row : lockedPost(row)));
}

const pathOpens = (path: { required_plan: string | null }[], plans: readonly string[]) => path.every((f) => opensPlan(f.required_plan, plans));

/** Articles and folder listings of plans no longer held leave the device (the lock is noted for the paywall); listed items show locked. */
async function lockLibrary(db: LocalDb, plans: readonly string[]): Promise<void> {
  const locks = { ...((await kvGet(db, 'libraryLocks')) ?? {}) };
  const articles: LocalArticle[] = await db.articles.toArray();
  for (const a of articles) {
    const plan = [...a.path.map((f) => f.required_plan), a.required_plan].find((p) => !opensPlan(p, plans));
    if (plan === undefined || plan === null) continue;
    await db.articles.delete(a.id);
    locks[libraryLockKey('article', a.id)] = plan;
  }
  const listings: LocalFolderListing[] = await db.folder_listings.toArray();
  for (const l of listings) {
    const way = l.folder ? [...l.path, l.folder] : [];
    if (!pathOpens(way, plans)) {
      await db.folder_listings.delete(l.key);
      const plan = way.find((f) => !opensPlan(f.required_plan, plans))!.required_plan!;
      if (l.folder) locks[libraryLockKey('folder', l.folder.id)] = plan;
      continue;
    }
    const lock = <T extends { required_plan: string | null; locked: boolean }>(item: T): T => (opensPlan(item.required_plan, plans) ? item : { ...item, locked: true });
    await db.folder_listings.put({
      ...l,
      folders: l.folders.map(lock),
      articles: l.articles.map(lock),
      assets: l.assets.map((a) => (opensPlan(a.required_plan, plans) ? a : { ...lock(a), file_url: null })),
    });
  }
  await kvPut(db, 'libraryLocks', locks);
}

/** What the refresh after a plan gained reads again: the walls, the activity feed and the library pages the device holds. */
export interface PremiumReaders {
  loadWall(key: string): Promise<void>;
  loadActivity(): Promise<void>;
  loadFolder(folderId: number | null): Promise<void>;
  loadArticle(articleId: number): Promise<void>;
}

/** After a catch-up that brought a plan gained: every held wall and library page read again, so locked stubs become whole. */
export async function refreshHeldPremium(db: LocalDb, read: PremiumReaders): Promise<void> {
  if (!(await kvGet(db, 'premiumRefreshDue'))) return;
  await kvPut(db, 'premiumRefreshDue', false);
  const [walls, groups, listings, articles] = await Promise.all([db.walls.toArray(), db.groups.toArray(), db.folder_listings.toArray(), db.articles.toArray()]);
  const groupKeys = new Set(groups.map((g) => g.key));
  const jobs = [
    ...walls.filter((w) => groupKeys.has(w.key)).map((w) => () => read.loadWall(w.key)),
    () => read.loadActivity(),
    ...listings.map((l) => () => read.loadFolder(l.folder?.id ?? null)),
    ...articles.map((a) => () => read.loadArticle(a.id)),
    // The library's refusals of the plans now held are tried again too.
    ...Object.keys((await kvGet(db, 'libraryLocks')) ?? {}).flatMap((key) => {
      const [kind, id] = key.split(':');
      return kind === 'article' ? [() => read.loadArticle(Number(id))] : kind === 'folder' ? [() => read.loadFolder(Number(id))] : [];
    }),
  ];
  // One at a time, each on its own: a page that fails (offline, refused) leaves the others to load.
  for (const job of jobs) await job().catch(() => undefined);
}
