// The activities of the community's own writes: a comment or reply, a mention, a like, a new post in a group, a membership approved.
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { TextEntities } from '../../../schema/text-entities';
import { activities } from './activity-schema';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { comments, posts } from '../posts/post-schema';
import type { NewChange } from '../../core/changes';
import { recordActivity, recordGroupPost } from './record';

const mentioned = (entities: TextEntities | null | undefined) => (entities?.mentions ?? []).map((m) => m.user_id);

/**
 * A new comment: its post's author hears of a comment, the author of the comment it answers of a reply (one
 * activity each, the reply winning when they are the same member), and whoever it mentions of a mention.
 */
export async function recordCommentActivities(
  tx: Database,
  c: { id: number; postId: number; parentId: number | null; authorId: number; groupId: number; body: string; textEntities: TextEntities },
): Promise<void> {
  const [post] = await tx.select({ authorId: posts.authorId }).from(posts).where(eq(posts.id, c.postId));
  const [parent] = c.parentId === null ? [] : await tx.select({ authorId: comments.authorId }).from(comments).where(eq(comments.id, c.parentId));
  const link = `/posts/${c.postId}/comments/${c.id}`;
  const common = { actorId: c.authorId, groupId: c.groupId, postId: c.postId, commentId: c.id, text: c.body, link };
  const told = new Set<number>();
  const tell = async (category: 'reply' | 'comment' | 'mention', ids: number[]) => {
    const fresh = ids.filter((id) => !told.has(id));
    fresh.forEach((id) => told.add(id));
    await recordActivity(tx, { ...common, category, recipientIds: fresh });
  };
  await tell('reply', parent ? [parent.authorId] : []);
  await tell('comment', post ? [post.authorId] : []);
  await tell('mention', mentioned(c.textEntities));
}

/** A post published (at once, or at its scheduled time): the group's members, and whoever it mentions. */
export async function recordPostActivities(
  tx: Database,
  p: { id: number; groupId: number; authorId: number; body: string; textEntities: TextEntities | null },
): Promise<void> {
  await recordGroupPost(tx, p);
  await recordActivity(tx, {
    category: 'mention',
    recipientIds: mentioned(p.textEntities),
    actorId: p.authorId,
    groupId: p.groupId,
    postId: p.id,
    text: p.body,
    link: `/posts/${p.id}`,
  });
}

/** A like of a post or a comment: its author hears of it once per liker (liking again after an unlike records nothing more). */
export async function recordLikeActivity(tx: Database, likerId: number, target: { type: 'Post' | 'Comment'; id: number }): Promise<void> {
  const found =
    target.type === 'Post'
      ? (await tx.select({ authorId: posts.authorId, groupId: posts.groupId, postId: posts.id, body: posts.body }).from(posts).where(eq(posts.id, target.id)))[0]
      : (
          await tx
            .select({ authorId: comments.authorId, groupId: posts.groupId, postId: posts.id, body: comments.body })
            .from(comments)
            .innerJoin(posts, eq(posts.id, comments.postId))
            .where(eq(comments.id, target.id))
        )[0];
  if (!found) return;
  const commentId = target.type === 'Comment' ? target.id : null;
  const [earlier] = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(
      and(
        eq(activities.category, 'like'),
        eq(activities.recipientId, found.authorId),
        eq(activities.actorId, likerId),
        eq(activities.postId, found.postId),
        commentId === null ? isNull(activities.commentId) : eq(activities.commentId, commentId),
      ),
    );
  if (earlier) return;
  await recordActivity(tx, {
    category: 'like',
    recipientIds: [found.authorId],
    actorId: likerId,
    groupId: found.groupId,
    postId: found.postId,
    commentId,
    text: found.body,
    link: commentId === null ? `/posts/${found.postId}` : `/posts/${found.postId}/comments/${commentId}`,
  });
}

/** Requests approved: each member hears that they joined. */
export async function recordMembershipApproved(tx: Database, adminId: number, groupId: number, userIds: number[]): Promise<void> {
  const [group] = await tx.select({ key: groups.key, name: groups.name }).from(groups).where(eq(groups.id, groupId));
  if (!group) return;
  for (const userId of userIds) {
    await recordActivity(tx, {
      category: 'membership_approved',
      recipientIds: [userId],
      actorId: adminId,
      groupId,
      text: group.name,
      link: `/groups/${group.key}`,
    });
  }
}

/** Tombstones for the activities about these posts or comments (deleted): each recipient's mirror forgets them. */
export async function activityTombstones(tx: Database, about: { postIds?: number[]; commentIds?: number[] }): Promise<NewChange[]> {
  const conds = [
    ...(about.postIds?.length ? [inArray(activities.postId, about.postIds)] : []),
    ...(about.commentIds?.length ? [inArray(activities.commentId, about.commentIds)] : []),
  ];
  if (conds.length === 0) return [];
  const rows = await tx
    .select({ id: activities.id, recipientId: activities.recipientId, groupId: activities.groupId })
    .from(activities)
    .where(or(...conds));
  return rows.map((r) => ({ kind: 'activity.delete', entityId: r.id, userId: r.recipientId, scopeId: r.recipientId === null ? r.groupId : null }));
}
