// Recording activities inside the transaction that causes them: never for the member's own action, never to a member who blocked the actor.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ActivityCategory } from '../../../schema/activities';
import { activities } from './activity-schema';
import type { Database } from '../../db/connect';
import { ignores } from '../people/people-schema';
import { users } from '../account/users-schema';
import { appendChanges } from '../../core/changes';
import { queuePushFor } from '../push/push-queue';

/** An activity for one member or several, as the writes of posts, comments, likes, memberships, events and chats describe it. */
export interface ActivityInput {
  category: ActivityCategory;
  /** Who receives it; the actor among them is dropped, and so is anyone who blocked the actor or is not an active account. */
  recipientIds: number[];
  /** Who did it; null for what nobody did (an event reminder). */
  actorId: number | null;
  /** The group it happened in: the recipient must still be able to read it when the list is read. */
  groupId?: number | null;
  /** The post and comment it is about: hidden from the list once the recipient may no longer see them. */
  postId?: number | null;
  commentId?: number | null;
  /** An event's or a chat's id (the categories event_reminder and chat_message). */
  subjectId?: number | null;
  /** A short excerpt of what it is about (cut to ACTIVITY_TEXT_MAX). */
  text?: string;
  /** The server path it leads to (docs/product.md 2.3), e.g. `/events/7` or `/messages/3`; see activityLink. */
  link: string;
}

export const ACTIVITY_TEXT_MAX = 140;

export const excerpt = (text: string) => (text.length > ACTIVITY_TEXT_MAX ? `${text.slice(0, ACTIVITY_TEXT_MAX - 1)}…` : text);

/**
 * Records one activity per recipient in `tx` (the transaction of the write that causes it), announces each on the
 * recipient's change feed (activity.upsert) and queues its push. Answers the ids recorded. Call it after the
 * write's own rows exist; it appends changes, so call it before nothing that must precede the change-feed lock.
 */
export async function recordActivity(tx: Database, input: ActivityInput): Promise<number[]> {
  const candidates = [...new Set(input.recipientIds)].filter((id) => id !== input.actorId);
  if (candidates.length === 0) return [];
  const blockers =
    input.actorId === null
      ? sql`false`
      : sql`exists (select 1 from ${ignores} where ${ignores.userId} = ${users.id} and ${ignores.ignoredId} = ${input.actorId})`;
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, candidates), eq(users.state, 'active'), sql`not ${blockers}`));
  if (recipients.length === 0) return [];
  const rows = await tx
    .insert(activities)
    .values(
      recipients.map((r) => ({
        recipientId: r.id,
        category: input.category,
        actorId: input.actorId,
        groupId: input.groupId ?? null,
        postId: input.postId ?? null,
        commentId: input.commentId ?? null,
        subjectId: input.subjectId ?? null,
        text: excerpt(input.text ?? ''),
        link: input.link,
      })),
    )
    .returning({ id: activities.id, recipientId: activities.recipientId });
  await queuePushFor(tx, rows.map((r) => r.id));
  await appendChanges(tx, rows.map((r) => ({ kind: 'activity.upsert' as const, entityId: r.id, userId: r.recipientId })));
  return rows.map((r) => r.id);
}

/**
 * A new post in a group: one row for the whole group, shown to each active member (but its author) when they read
 * their activities, and one change the group's readers' feeds filter (docs/decisions.md: large groups).
 */
export async function recordGroupPost(tx: Database, post: { id: number; groupId: number; authorId: number; body: string }): Promise<void> {
  const [row] = await tx
    .insert(activities)
    .values({
      recipientId: null,
      category: 'group_post',
      actorId: post.authorId,
      groupId: post.groupId,
      postId: post.id,
      text: excerpt(post.body),
      link: `/posts/${post.id}`,
    })
    .returning({ id: activities.id });
  await queuePushFor(tx, [row!.id]);
  await appendChanges(tx, [{ kind: 'activity.upsert', entityId: row!.id, scopeId: post.groupId }]);
}
