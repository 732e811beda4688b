// Which activities a member sees, as one SQL predicate over `activities`: theirs or their groups' posts, not their own doing, nothing excluded, blocked or out of their sight.
import { sql, type SQL } from 'drizzle-orm';
import { activities, activityExclusions, activityMarks, activitySeen } from './activity-schema';
import { memberships } from '../groups/group-schema';
import { comments, posts } from '../posts/post-schema';
import { visibleAuthorFor, visibleCommentFor, visiblePostFor } from '../posts/content-visibility';
import { readableGroupIds } from '../groups/group-access';

/**
 * An activity the viewer sees now: addressed to them, or a group's post in a group they were an active member of when
 * it was posted; not their own doing; by nobody they blocked (nor a shadowbanned member); of a category they did not
 * exclude; in a group they may still read, about a post and comment they may still see. Checked when read, so a block,
 * an exclusion, leaving a group or a deletion takes effect on every activity at once.
 */
export function visibleActivityFor(viewerId: number): SQL {
  const a = activities;
  return sql`(
    (${a.recipientId} = ${viewerId}
      or (${a.recipientId} is null and exists (select 1 from ${memberships} am where am.group_id = ${a.groupId}
            and am.user_id = ${viewerId} and am.status = 'active' and am.created_at <= ${a.createdAt})))
    and (${a.actorId} is null or (${a.actorId} <> ${viewerId} and ${visibleAuthorFor(viewerId, a.actorId)}))
    and ${a.category} not in (select ae.category from ${activityExclusions} ae where ae.user_id = ${viewerId})
    and (${a.groupId} is null or ${a.groupId} in ${readableGroupIds(viewerId)})
    and (${a.postId} is null or exists (select 1 from ${posts} where ${posts.id} = ${a.postId} and ${visiblePostFor(viewerId)}))
    and (${a.commentId} is null or exists (select 1 from ${comments} where ${comments.id} = ${a.commentId} and ${visibleCommentFor(viewerId)}))
  )`;
}

/** The viewer's "seen up to" mark of mark all seen (0 when never marked). */
export const allSeenUpTo = (viewerId: number) =>
  sql`coalesce((select am.all_seen_up_to from ${activityMarks} am where am.user_id = ${viewerId}), 0)`;

/** The viewer's "new after" mark (the list last opened). */
export const newSeenUpTo = (viewerId: number) =>
  sql`coalesce((select am.new_seen_up_to from ${activityMarks} am where am.user_id = ${viewerId}), 0)`;

/** Whether the viewer has seen the activity: marked on its own, or under the mark of mark all seen. */
export const seenBy = (viewerId: number): SQL =>
  sql`(${activities.id} <= ${allSeenUpTo(viewerId)}
       or exists (select 1 from ${activitySeen} s where s.user_id = ${viewerId} and s.activity_id = ${activities.id}))`;
