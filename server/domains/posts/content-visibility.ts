// Whose content a viewer sees: a shadowbanned member's posts and comments are shown to that member alone, and none of a member the viewer blocked (group access aside).
import { and, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { ignores } from '../people/people-schema';
import { comments, posts } from './post-schema';
import { users } from '../account/users-schema';
import { publishedOrOwn } from './scheduled-posts';

/**
 * True when content by `authorId` (a column or expression holding a users.id) may be shown to the viewer: its author
 * is the viewer, or is neither shadowbanned nor blocked by the viewer. Usable in any select, whatever it joins.
 */
export function visibleAuthorFor(viewerId: number, authorId: AnyColumn | SQL): SQL {
  return sql`(${authorId} = ${viewerId} or (not exists (select 1 from ${users} sb where sb.id = ${authorId} and sb.shadowbanned_at is not null)
              and not exists (select 1 from ${ignores} ig where ig.user_id = ${viewerId} and ig.ignored_id = ${authorId})))`;
}

/** A post (over `posts`) the viewer may see wherever they may read its group: live, published or theirs, its author visible. */
export function visiblePostFor(viewerId: number): SQL {
  return and(isNull(posts.deletedAt), publishedOrOwn(viewerId), visibleAuthorFor(viewerId, posts.authorId))!;
}

/**
 * A comment (over `comments`, under that name; `posts` need not be joined) the viewer may see wherever they may read
 * its group: live, under a post they may see, by a visible author, and (a reply) under a comment by a visible author.
 */
export function visibleCommentFor(viewerId: number): SQL {
  const postAuthor = sql`vp.author_id`;
  const parentAuthor = sql`vc.author_id`;
  return and(
    isNull(comments.deletedAt),
    visibleAuthorFor(viewerId, comments.authorId),
    sql`exists (select 1 from ${posts} vp where vp.id = ${comments.postId} and vp.deleted_at is null
                and (vp.scheduled_at is null or vp.author_id = ${viewerId}) and ${visibleAuthorFor(viewerId, postAuthor)})`,
    sql`(${comments.parentId} is null or exists (select 1 from ${comments} vc where vc.id = ${comments.parentId} and ${visibleAuthorFor(viewerId, parentAuthor)}))`,
  )!;
}
