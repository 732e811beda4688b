// The posts a device keeps for offline reading: the sweep's order and what it never takes, the opened list, the budget setting.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OFFLINE_POST_BUDGET, KEEP_OPENED_POSTS } from '../../schema/constants';
import { openLocalDb, type LocalDb } from '../../schema/local-db';
import { ACTIVITY_FEED_PAGING_KEY } from '../../schema/mirror/activity-feed';
import type { Change } from '../../schema/sync';
import { deviceBudgets, rememberOpenedPost } from '../../worker/domains/posts/collections/post-retention';
import { applyChanges, sweepMirror } from '../../worker/collections/registry';
import { inMirror } from '../../worker/mirror-writes';
import { plainPostFields } from './helpers/wire-rows';

const ME = 1;
let count = 0;
let db: LocalDb;

beforeEach(async () => {
  db = openLocalDb(`retention-test-${process.pid}-${++count}`);
  await db.open();
  await db.kv.put({ key: 'session', value: { secret_id: 's', secret: 'x', refresh_token: 'r', user_id: ME } });
});
afterEach(() => db.close());

/** Post `id` on `wall`, written `id` minutes into the day (a higher id is newer). */
function post(id: number, wall: string, authorId = 2): Change {
  const at = new Date(Date.UTC(2026, 10, 1, 0, id)).toISOString();
  const author = { id: authorId, display_name: `Member ${authorId}`, avatar_url: null };
  const data = { id, client_id: null, wall_key: wall, group_id: wall === 'a' ? 1 : 2, author, body: `post ${id}`, created_at: at, updated_at: at, likes_count: 0, comments_count: 0, comments_disabled: false, ...plainPostFields };
  return { cursor: id, kind: 'post.upsert', data };
}

const idsLeft = async () => (await db.posts.orderBy('id').toArray()).map((p) => p.id);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('the posts retention sweep', () => {
  it('keeps every wall\'s first page, the member\'s own posts and the posts they opened, and takes the oldest of the rest', async () => {
    // Wall a: posts 1-30 (post 3 is the member's own); wall b: posts 101-120 (post 102 was opened).
    await inMirror(db, async () => {
      await applyChanges(db, range(1, 30).map((id) => post(id, 'a', id === 3 ? ME : 2)));
      await applyChanges(db, range(101, 120).map((id) => post(id, 'b')));
      await rememberOpenedPost(db, 102);
    });
    const swept = await inMirror(db, () => sweepMirror(db, { posts: 35 }));
    // 50 posts, budget 35: the 15 oldest that are not kept go, across walls in time order.
    expect(swept.posts).toBe(15);
    const left = await idsLeft();
    expect(left).toEqual(expect.arrayContaining([3, ...range(16, 30), 102, ...range(106, 120)]));
    expect(left).not.toContain(1);
    expect(left).not.toContain(15);
    expect(left).not.toContain(101);
    expect(left).toHaveLength(35);
  });

  it("keeps the activity feed's first page and sends it back to its newest page when it lost older rows", async () => {
    // Wall b, not joined: posts 1-30; joined wall a: posts 31-60 (newer). The activity feed is a's posts alone.
    const group = (key: string, id: number, status: 'member' | null) =>
      ({ id, key, name: key, description: '', layout: 'default', image: null, header_image: null, membership_type: 'public', membership_status: status, user_role: null, posting_permission: 'everyone', members_count: 1, members_viewable: true, posts_count: 30, is_mine: status ? 1 : 0 }) as const;
    await inMirror(db, async () => {
      await db.groups.bulkPut([group('a', 1, 'member'), group('b', 2, null)]);
      await applyChanges(db, range(1, 30).map((id) => post(id, 'b')));
      await applyChanges(db, range(31, 60).map((id) => post(id, 'a')));
      await db.walls.bulkPut([ACTIVITY_FEED_PAGING_KEY, 'a', 'b'].map((key) => ({ key, next_cursor: 'older', exhausted: 0 as const, fetched_at: 1 })));
    });
    // Only b's older rows go: the activity feed keeps its paging row.
    await inMirror(db, () => sweepMirror(db, { posts: 50 }));
    expect(await idsLeft()).toEqual(range(11, 60));
    expect((await db.walls.toArray()).map((w) => w.key).sort()).toEqual(['a', ACTIVITY_FEED_PAGING_KEY]);
    // Then a's: the feed's newest 15 stay and it pages again from its newest.
    await inMirror(db, () => sweepMirror(db, { posts: 20 }));
    expect(await idsLeft()).toEqual([...range(16, 30), ...range(46, 60)]);
    expect(await db.walls.count()).toBe(0);
  });

  it('stops at what it must keep even over budget', async () => {
    await inMirror(db, () => applyChanges(db, range(1, 20).map((id) => post(id, 'a'))));
    const swept = await inMirror(db, () => sweepMirror(db, { posts: 1 }));
    expect(swept.posts).toBe(5);
    expect(await idsLeft()).toEqual(range(6, 20));
  });
});

describe('the opened posts list', () => {
  it('moves a post opened again to the end and forgets the oldest beyond the cap', async () => {
    await inMirror(db, async () => {
      for (const id of range(1, KEEP_OPENED_POSTS + 2)) await rememberOpenedPost(db, id);
      await rememberOpenedPost(db, 5);
    });
    const opened = (await db.kv.get('openedPosts'))?.value as number[];
    expect(opened).toHaveLength(KEEP_OPENED_POSTS);
    expect(opened.at(-1)).toBe(5);
    expect(opened).not.toContain(1);
    expect(opened).not.toContain(2);
    expect(opened.filter((id) => id === 5)).toHaveLength(1);
  });
});

describe('the device budget', () => {
  it('is the default until the member chooses, then their choice', async () => {
    expect(await deviceBudgets(db)).toEqual({ posts: DEFAULT_OFFLINE_POST_BUDGET });
    await db.kv.put({ key: 'offlinePostBudget', value: 10_000 });
    expect(await deviceBudgets(db)).toEqual({ posts: 10_000 });
  });
});
