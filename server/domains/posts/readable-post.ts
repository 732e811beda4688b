// Whether a viewer may read a post, and where it lives: the check every write on a post (comment, vote, pin, edit, report) starts with, and the page previews' (docs/architecture.md, "Page previews for bots").
import { and, eq } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { posts } from './post-schema';
import { visiblePostFor } from './content-visibility';
import { canReadGroup, groupExistsFor, loadGroupAccess, type GroupAccess } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

export interface ReadablePost {
  access: GroupAccess;
  authorId: number;
  commentsDisabled: boolean;
  /** The plan a reader must hold for its content (premium-posts.ts); null: open. */
  requiredPlan: string | null;
}

/**
 * A post and where it lives, if the viewer (a member's id; a visitor's is one no member has) may read it: live, published,
 * its author visible to them, in a group that exists for them and that they may read. Null whatever the reason.
 */
export async function postReadableBy(db: Database, viewerId: number, postId: number): Promise<ReadablePost | null> {
  const [row] = await db
    .select({ groupId: posts.groupId, authorId: posts.authorId, commentsDisabled: posts.commentsDisabled, requiredPlan: posts.requiredPlan })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePostFor(viewerId)));
  const access = row ? await loadGroupAccess(db, viewerId, eq(groups.id, row.groupId)) : null;
  if (!row || !access || !groupExistsFor(access) || !canReadGroup(access)) return null;
  return { access, authorId: row.authorId, commentsDisabled: row.commentsDisabled, requiredPlan: row.requiredPlan };
}

/** A post and where it lives, if the viewer may read it; otherwise 404 whatever the reason. */
export async function readablePost(db: Database, viewer: Viewer, postId: number): Promise<ReadablePost> {
  const found = await postReadableBy(db, viewer.user.id, postId);
  if (!found) throw new HttpError(404, messages.postNotFound);
  return found;
}
