// Whether a viewer may read a post, and where it lives: the check every write on a post (comment, vote, pin, edit, report) starts with.
import { and, eq } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { groups } from '../groups/group-schema';
import { posts } from './post-schema';
import { visiblePostFor } from './content-visibility';
import { canReadGroup, groupExistsFor, loadGroupAccess, type GroupAccess } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

/** A post and where it lives, if the viewer may read it; otherwise 404 whatever the reason. */
export async function readablePost(db: Database, viewer: Viewer, postId: number): Promise<{ access: GroupAccess; authorId: number; commentsDisabled: boolean }> {
  const [row] = await db
    .select({ groupId: posts.groupId, authorId: posts.authorId, commentsDisabled: posts.commentsDisabled })
    .from(posts)
    .where(and(eq(posts.id, postId), visiblePostFor(viewer.user.id)));
  const access = row ? await loadGroupAccess(db, viewer.user.id, eq(groups.id, row.groupId)) : null;
  if (!row || !access || !groupExistsFor(access) || !canReadGroup(access)) throw new HttpError(404, messages.postNotFound);
  return { access, authorId: row.authorId, commentsDisabled: row.commentsDisabled };
}
