// A post's shared group or event: read for a page of posts in one query, as the card a reader sees.
import { anyId } from '../../../db/any-id';
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { SharedItem } from '../../../../schema/posts';
import { events } from '../../events/event-schema';
import { groups } from '../../groups/group-schema';
import { posts } from '../post-schema';
import type { PostExtra, PostExtraFiller } from './post-extra';

const fillShared: PostExtraFiller = async (db, wires) => {
  const rows = await db
    .select({ postId: posts.id, groupKey: groups.key, groupName: groups.name, eventId: events.id, eventName: events.name, startsAt: events.startsAt })
    .from(posts)
    .leftJoin(groups, eq(groups.id, posts.sharedGroupId))
    .leftJoin(events, eq(events.id, posts.sharedEventId))
    .where(and(anyId(posts.id, wires.map((w) => w.id)), or(isNotNull(posts.sharedGroupId), isNotNull(posts.sharedEventId))));
  const byPost = new Map<number, SharedItem>();
  for (const r of rows) {
    if (r.groupKey !== null && r.groupName !== null) byPost.set(r.postId, { type: 'group', key: r.groupKey, name: r.groupName });
    else if (r.eventId !== null && r.eventName !== null && r.startsAt !== null)
      byPost.set(r.postId, { type: 'event', id: r.eventId, name: r.eventName, starts_at: r.startsAt.toISOString() });
  }
  for (const w of wires) w.shared = byPost.get(w.id) ?? null;
};

export const sharedExtra: PostExtra = {
  present: sql`(${posts.sharedGroupId} is not null or ${posts.sharedEventId} is not null)`,
  fill: fillShared,
};
