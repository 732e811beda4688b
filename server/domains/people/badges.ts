// Badges a member earned (schema/badges.ts), worked out from what they did: no award is stored, so none can go stale.
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { badgeCatalogue, COMMENTS_FOR_BADGE, FOUNDING_MEMBERS, type BadgeKey } from '../../../schema/badges';
import type { Badge } from '../../../schema/people';
import type { Database } from '../../db/connect';
import { comments, posts } from '../posts/post-schema';
import { users } from '../account/users-schema';

const toBadge = (key: BadgeKey, earnedAt: Date | string): Badge => ({
  ...badgeCatalogue[key],
  earned_at: new Date(earnedAt).toISOString(),
});

/**
 * The member's badges, in catalogue order: founding member (among the first FOUNDING_MEMBERS accounts), first post
 * (a live, published post) and ten comments (COMMENTS_FOR_BADGE live comments), each dated when it was earned.
 */
export async function badgesOf(db: Database, member: { id: number; createdAt: Date }): Promise<Badge[]> {
  const [earlier] = await db.select({ n: count() }).from(users).where(lte(users.id, member.id));
  const [firstPost] = await db
    .select({ at: sql<string>`min(${posts.createdAt})` })
    .from(posts)
    .where(and(eq(posts.authorId, member.id), isNull(posts.deletedAt), isNull(posts.scheduledAt)));
  const [tenth] = await db
    .select({ at: comments.createdAt })
    .from(comments)
    .where(and(eq(comments.authorId, member.id), isNull(comments.deletedAt)))
    .orderBy(comments.createdAt, comments.id)
    .offset(COMMENTS_FOR_BADGE - 1)
    .limit(1);
  const out: Badge[] = [];
  if ((earlier?.n ?? Infinity) <= FOUNDING_MEMBERS) out.push(toBadge('founding_member', member.createdAt));
  if (firstPost?.at) out.push(toBadge('first_post', firstPost.at));
  if (tenth) out.push(toBadge('ten_comments', tenth.at));
  return out;
}
