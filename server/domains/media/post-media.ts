// A new post's or chat message's media: the member's own complete items not attached to anything yet, attached in its transaction.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MediaType } from '../../../schema/media';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { mediaItems } from './media-schema';
import { HttpError } from '../../core/http-error';

/**
 * The kinds of the media a post asks for, in its order. Anything not the caller's own, not complete, already on a
 * post or named twice is refused as the product rules say an upload failure is.
 */
export async function attachableMedia(tx: Database, userId: number, ids: number[]): Promise<{ media_type: MediaType }[]> {
  if (ids.length === 0) return [];
  if (new Set(ids).size !== ids.length) throw new HttpError(422, messages.uploadFailed);
  const rows = await tx
    .select({ id: mediaItems.id, mediaType: mediaItems.mediaType })
    .from(mediaItems)
    .where(and(inArray(mediaItems.id, ids), eq(mediaItems.ownerId, userId), eq(mediaItems.processingState, 'complete'), isNull(mediaItems.postId), isNull(mediaItems.messageId)));
  const byId = new Map(rows.map((r) => [r.id, r.mediaType]));
  if (byId.size !== ids.length) throw new HttpError(422, messages.uploadFailed);
  return ids.map((id) => ({ media_type: byId.get(id)! }));
}

/** Attaches them with their positions to a post (a number) or a message; one taken meanwhile refuses this write (rolled back). */
export async function attachMedia(tx: Database, to: number | { messageId: number }, ids: number[]): Promise<void> {
  const owner = typeof to === 'number' ? { postId: to } : { messageId: to.messageId };
  for (const [position, id] of ids.entries()) {
    const done = await tx
      .update(mediaItems)
      .set({ ...owner, position })
      .where(and(eq(mediaItems.id, id), isNull(mediaItems.postId), isNull(mediaItems.messageId)))
      .returning({ id: mediaItems.id });
    if (done.length === 0) throw new HttpError(422, messages.uploadFailed);
  }
}
