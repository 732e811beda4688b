// The delta feed for one member: changes after a cursor they may see, collapsed per entity, in wire shape.
import { and, asc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { SYNC_PAGE_SIZE } from '../../schema/constants';
import type { Change, SyncResponse } from '../../schema/sync';
import type { Database } from '../db/connect';
import { changes, comments, groups, memberships } from '../db/schema';
import { headCursor } from './changes';
import { groupWiresByIds } from './groups';
import { commentWires, livePostWiresByIds } from './post-wire';

type ChangeRow = { cursor: number; kind: (typeof changes.$inferSelect)['kind']; entityId: number };

/** Changes the member may see right now: their own, and those of groups they may read (or list, for group rows). */
function visibleTo(userId: number) {
  const activeGroups = sql`(select m.group_id from ${memberships} m where m.user_id = ${userId} and m.status = 'active')`;
  const readable = sql`(select g.id from ${groups} g where g.membership_type in ('public', 'mandatory') or g.id in ${activeGroups})`;
  const listable = sql`(select g.id from ${groups} g where g.layout <> 'immersive' and (g.membership_type <> 'secret' or g.id in ${activeGroups}))`;
  return or(
    eq(changes.userId, userId),
    and(isNull(changes.userId), ne(changes.kind, 'group.upsert'), sql`${changes.groupId} in ${readable}`),
    and(isNull(changes.userId), eq(changes.kind, 'group.upsert'), sql`${changes.groupId} in ${listable}`),
  );
}

/** Keeps only the latest change of each entity, in the order of those latest changes. */
function collapse(rows: ChangeRow[]): ChangeRow[] {
  const latest = new Map<string, ChangeRow>();
  for (const r of rows) {
    const key = `${r.kind.split('.')[0]}:${r.entityId}`;
    latest.delete(key);
    latest.set(key, r);
  }
  return [...latest.values()];
}

export async function readChanges(db: Database, userId: number, from: number | undefined, limit = SYNC_PAGE_SIZE): Promise<SyncResponse> {
  // The head is read first: every cursor up to it has committed (writers hold the feed lock until commit).
  const head = await headCursor(db);
  if (from === undefined || from >= head) return { changes: [], cursor: head, has_more: false };
  const rows = await db
    .select({ cursor: changes.cursor, kind: changes.kind, entityId: changes.entityId })
    .from(changes)
    .where(and(gt(changes.cursor, from), lte(changes.cursor, head), visibleTo(userId)))
    .orderBy(asc(changes.cursor))
    .limit(limit + 1);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  // Past the filter, the member has seen everything up to the head (or up to this page's end).
  const cursor = hasMore ? page.at(-1)!.cursor : head;
  return { changes: await materialise(db, userId, collapse(page)), cursor, has_more: hasMore };
}

const idsOf = (rows: ChangeRow[], kind: ChangeRow['kind']) => rows.filter((r) => r.kind === kind).map((r) => r.entityId);

async function materialise(db: Database, userId: number, rows: ChangeRow[]): Promise<Change[]> {
  const commentDeletes = idsOf(rows, 'comment.delete');
  const groupDeletes = idsOf(rows, 'group.delete');
  const commentUpserts = idsOf(rows, 'comment.upsert');
  const [postsById, commentList, groupsById, commentPosts, groupKeys] = await Promise.all([
    livePostWiresByIds(db, idsOf(rows, 'post.upsert')),
    commentUpserts.length ? commentWires(db, inArray(comments.id, commentUpserts)) : Promise.resolve([]),
    groupWiresByIds(db, userId, idsOf(rows, 'group.upsert')),
    commentDeletes.length
      ? db.select({ id: comments.id, postId: comments.postId }).from(comments).where(inArray(comments.id, commentDeletes))
      : Promise.resolve([]),
    groupDeletes.length ? db.select({ id: groups.id, key: groups.key }).from(groups).where(inArray(groups.id, groupDeletes)) : Promise.resolve([]),
  ]);
  const commentsById = new Map(commentList.map((c) => [c.id, c]));
  const postOfComment = new Map(commentPosts.map((c) => [c.id, c.postId]));
  const keyOfGroup = new Map(groupKeys.map((g) => [g.id, g.key]));

  const out: Change[] = [];
  for (const r of rows) {
    const { cursor, entityId: id } = r;
    // An upsert whose row is gone now is skipped: its tombstone is in the feed too.
    switch (r.kind) {
      case 'post.upsert': {
        const data = postsById.get(id);
        if (data) out.push({ cursor, kind: r.kind, data });
        break;
      }
      case 'comment.upsert': {
        const data = commentsById.get(id);
        if (data) out.push({ cursor, kind: r.kind, data });
        break;
      }
      case 'group.upsert': {
        const data = groupsById.get(id);
        if (data) out.push({ cursor, kind: r.kind, data });
        break;
      }
      case 'post.delete':
        out.push({ cursor, kind: r.kind, id });
        break;
      case 'comment.delete': {
        const postId = postOfComment.get(id);
        if (postId !== undefined) out.push({ cursor, kind: r.kind, id, post_id: postId });
        break;
      }
      case 'group.delete': {
        const key = keyOfGroup.get(id);
        if (key !== undefined) out.push({ cursor, kind: r.kind, id, key });
        break;
      }
    }
  }
  return out;
}
