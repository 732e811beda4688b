// Reads from the server into the mirror: the initial pull, the delta feed, groups, wall and activity feed pages, single posts and the member's settings.
import { SYNC_FIRST_PAGE_SIZE, SYNC_PAGE_SIZE } from '../schema/constants';
import type { LocalDb } from '../schema/local-db';
import { ACTIVITY_FEED_PAGING_KEY } from '../schema/mirror/activity-feed';
import { hottestPagingKey } from '../schema/mirror/groups';
import type { PostsPage } from '../schema/posts';
import type { Api } from './api';
import { createActivityPuller } from './domains/activities/activity-pull';
import { createChatPuller } from './domains/chats/chat-pull';
import { createCoursePuller } from './domains/courses/course-pull';
import { eventCalls } from './domains/events/api-events';
import { createEventPuller } from './domains/events/event-pull';
import { ApiError } from './api-error';
import { putServerComments } from './domains/posts/collections/comments';
import { putServerGroups } from './domains/groups/collections/groups';
import { putAccountLikes } from './domains/posts/collections/likes';
import { putAccountPollVotes } from './domains/posts/collections/poll-votes';
import { putServerPosts } from './domains/posts/collections/posts';
import { commentsPagingKey, putCommentsPaging } from './domains/posts/comment-pages';
import { deviceBudgets, rememberOpenedPost } from './domains/posts/collections/post-retention';
import { applyChanges, forget, sweepMirror } from './collections/registry';
import { kvGet, kvPut } from './kv';
import { currentUserId, writeAsMember } from './mirror-writes';
import { pageAfter } from './refused-cursor';
import { fetchAhead } from './sync-fetch-ahead';
import { reportSyncError } from './sync-scheduler';
import { createSettingsLoader } from './domains/account/settings/loader';
import type { Puller } from './puller';
import { libraryCommands } from './domains/library/commands/library';
import { refreshHeldPremium } from './domains/payments/premium-rows';


export type { Puller };

/** How often the retention sweep may run while deltas flow. */
export const SWEEP_INTERVAL_MS = 5 * 60_000;

export function createPuller(db: LocalDb, api: Api, syncPageSize = SYNC_PAGE_SIZE): Puller {
  const wallLoads = new Map<string, Promise<void>>();
  const settings = createSettingsLoader(db, api);
  const courses = createCoursePuller(db, api);
  const chats = createChatPuller(db, api);
  const activities = createActivityPuller(db, api);
  const events = createEventPuller(db, eventCalls(api.client));

  async function refreshGroups(): Promise<void> {
    const userId = await currentUserId(db);
    const [all, mine] = await Promise.all([api.groups(), api.accountGroups()]);
    await writeAsMember(db, userId, async () => {
      // The member's own groups (their secret and course groups are only in this list) join the community's.
      const rows = new Map([...all.groups, ...mine.groups].map((g) => [g.key, g]));
      // The two lists are the whole truth about groups; rows of groups gone from both are dropped (not one the member
      // has an unsent membership action on: its answer will tell).
      await db.groups.filter((g) => !rows.has(g.key) && !g.pending_membership).delete();
      await putServerGroups(db, [...rows.values()]);
    });
  }

  async function initialPull(): Promise<void> {
    const userId = await currentUserId(db);
    if (userId === null) return;
    const head = await api.syncHead();
    await refreshGroups();
    await writeAsMember(db, userId, async () => {
      if ((await kvGet(db, 'syncCursor')) == null) await kvPut(db, 'syncCursor', head.cursor);
    });
    // A new member's walkthrough and settings screens then open from the device, offline too.
    await settings.loadAll();
    // Every course the member is enrolled in, with all its lessons, is on the device; the feed keeps them fresh.
    await courses.loadMine();
    // The inbox and its recent chats' messages open offline from the start; the feed keeps them fresh.
    await chats.loadRecent();
    // The activities list opens from the device, offline too.
    await activities.loadActivities(false);
    // Every upcoming event of the member's groups, and the reminder settings, read offline from the start; the feed keeps the events fresh.
    await events.loadUpcoming();
    await events.loadReminderSettings();
    // The member's poll votes are not in the change feed either.
    const votes = await pollVotesOf(null);
    await writeAsMember(db, userId, () => votes.put());
  }

  async function pullDeltas(): Promise<void> {
    const session = await kvGet(db, 'session');
    if (!session) return;
    const userId = session.user_id;
    if ((await kvGet(db, 'syncCursor')) == null) await initialPull();
    const start = await kvGet(db, 'syncCursor');
    if (start == null) return;
    // Pages are fetched ahead while others are written (the network and IndexedDB overlap), and every page ready when
    // the writer is free goes into one transaction: the slower the writes, the bigger each one. The first page is
    // small, so the first changes land while the server reads the next. The requests carry the session read here:
    // reading it for each would wait for the write under way (its transaction holds the kv table), and so would the
    // pages ahead. A session changed meanwhile is caught where the pages are written.
    const pageSize = (first: boolean) => (first ? Math.min(SYNC_FIRST_PAGE_SIZE, syncPageSize) : syncPageSize);
    const pages = fetchAhead((cursor, first) => api.syncAfter(cursor, pageSize(first), session), start);
    try {
      let from = start;
      let activitiesChanged = false;
      for (;;) {
        const batch = await pages.take();
        const last = batch.at(-1);
        if (!last) return;
        const applied = await writeAsMember(db, userId, async () => {
          // Another writer moved the cursor meanwhile: these pages are stale; follow the feed again from the new cursor.
          if ((await kvGet(db, 'syncCursor')) !== from) return false;
          // Page by page, as the server collapsed each one's repeats.
          for (const page of batch) await applyChanges(db, page.changes);
          await kvPut(db, 'syncCursor', last.cursor);
          return true;
        });
        if (!applied) {
          pages.stop();
          return pullDeltas();
        }
        activitiesChanged ||= batch.some((page) => page.changes.some((c) => c.kind === 'activity.upsert' || c.kind === 'activity.delete'));
        if (!last.has_more) {
          await activities.afterCatchUp(activitiesChanged);
          // A plan gained: the walls and library pages the device holds come again, whole where they were locked.
          await refreshHeldPremium(db, { loadWall: (key) => loadWall(key, false), loadActivity: () => loadActivity(false), ...libraryCommands({ db, api }) });
          // Housekeeping after the catch-up, not part of it: the pull is done when the changes are in.
          sweepSometimes(userId).catch(reportSyncError);
          return;
        }
        from = last.cursor;
      }
    } finally {
      pages.stop();
    }
  }

  /**
   * Which of these the member likes, asked alongside a page; put() runs in the page's transaction. A failure
   * leaves the likes as the device knew them rather than failing the page.
   */
  async function likesOf(ids: number[], type: 'Post' | 'Comment'): Promise<{ put(): Promise<void> }> {
    if (ids.length === 0) return { put: async () => {} };
    try {
      const { likes } = await api.accountLikes(type, ids);
      return { put: () => putAccountLikes(db, type, ids, likes) };
    } catch (e) {
      if (e instanceof ApiError && (e.kind === 'aborted' || e.unauthorized)) throw e;
      return { put: async () => {} };
    }
  }

  /** The member's votes in these polls (every poll when null), like likesOf: a failure keeps what the device knew. */
  async function pollVotesOf(pollIds: number[] | null): Promise<{ put(): Promise<void> }> {
    if (pollIds?.length === 0) return { put: async () => {} };
    try {
      const { poll_votes } = await api.accountPollVotes(pollIds ?? undefined);
      return { put: () => putAccountPollVotes(db, pollIds, poll_votes) };
    } catch (e) {
      if (e instanceof ApiError && (e.kind === 'aborted' || e.unauthorized)) throw e;
      return { put: async () => {} };
    }
  }

  let lastSweep = 0;
  /** The mirror stays within its budgets: checked after a catch-up, at most every few minutes. */
  async function sweepSometimes(userId: number): Promise<void> {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    await sweep(userId);
  }

  async function sweep(userId: number | null): Promise<Record<string, number>> {
    lastSweep = Date.now();
    return writeAsMember(db, userId, async () => sweepMirror(db, await deviceBudgets(db)));
  }

  /** One page of a post feed into the mirror, with its paging row under `pagingKey` (a wall's key, or the activity feed's). */
  async function fetchFeedPage(pagingKey: string, fetchPage: (cursor: string | null) => Promise<PostsPage>, more: boolean): Promise<void> {
    const userId = await currentUserId(db);
    const paging = await db.walls.get(pagingKey);
    if (more && paging?.exhausted) return;
    const cursor = more && paging ? paging.next_cursor : null;
    const page = await pageAfter(cursor, fetchPage);
    const [liked, voted] = await Promise.all([
      likesOf(page.posts.map((p) => p.id), 'Post'),
      pollVotesOf(page.posts.flatMap((p) => (p.poll ? [p.poll.id] : []))),
    ]);
    await writeAsMember(db, userId, async () => {
      await putServerPosts(db, page.posts);
      await liked.put();
      await voted.put();
      await db.walls.put({
        key: pagingKey,
        next_cursor: page.meta.next,
        exhausted: page.meta.next ? 0 : 1,
        fetched_at: Date.now(),
      });
    });
  }

  /** Scrolling may ask for the same page twice before the first answer lands: they share one request. */
  function loadOnce(pagingKey: string, fetchPage: (cursor: string | null) => Promise<PostsPage>, more: boolean): Promise<void> {
    const id = `${pagingKey}|${more}`;
    const existing = wallLoads.get(id);
    if (existing) return existing;
    const load = fetchFeedPage(pagingKey, fetchPage, more).finally(() => wallLoads.delete(id));
    wallLoads.set(id, load);
    return load;
  }

  const loadWall = (key: string, more: boolean) => loadOnce(key, (cursor) => api.recentPosts(key, cursor), more);
  // Hottest pages are numbered: the paging row keeps the next number as its cursor.
  const loadHottest = (key: string, more: boolean) =>
    loadOnce(hottestPagingKey(key), async (cursor) => {
      const { posts, meta } = await api.hottestPosts(key, cursor ? Number(cursor) : 1);
      return { posts, meta: { next: meta.next === null ? null : String(meta.next) } };
    }, more);
  const loadActivity = (more: boolean) => loadOnce(ACTIVITY_FEED_PAGING_KEY, (cursor) => api.activityPosts(cursor), more);

  async function loadPost(id: number): Promise<void> {
    const userId = await currentUserId(db);
    // Opened, online or not: the sweep keeps it for reading offline.
    await writeAsMember(db, userId, () => rememberOpenedPost(db, id));
    try {
      const { post, comments, comments_meta } = await api.post(id);
      const [postLiked, commentsLiked, voted] = await Promise.all([
        likesOf([post.id], 'Post'),
        likesOf(comments.map((c) => c.id), 'Comment'),
        pollVotesOf(post.poll ? [post.poll.id] : []),
      ]);
      await writeAsMember(db, userId, async () => {
        await putServerPosts(db, [post]);
        await putServerComments(db, comments);
        await putCommentsPaging(db, commentsPagingKey(id), comments_meta);
        await postLiked.put();
        await commentsLiked.put();
        await voted.put();
      });
    } catch (e) {
      if (e instanceof ApiError && e.code === 404) {
        await writeAsMember(db, userId, () => forget(db, { postIds: [id] }));
      }
      throw e;
    }
  }

  return { initialPull, pullDeltas, refreshGroups, courses, chats, activities, loadWall, loadHottest, loadActivity, loadPost, settings, sweepNow: async () => sweep(await currentUserId(db)) };
}
