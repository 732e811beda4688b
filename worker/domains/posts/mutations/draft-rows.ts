// Delivery state of the draft rows that posts and comments write optimistically.
import type { LocalDb, LocalStatus } from '../../../../schema/local-db';
import { draftUid, serverUid } from '../../../../schema/mirror/draft-rows';
import { updateServerRows } from '../../../overlay/rebase';

export async function setDraftStatus(db: LocalDb, table: 'posts' | 'comments', clientId: string, status: LocalStatus, error?: string): Promise<void> {
  await db.table(table).update(draftUid(clientId), { status, error });
}

/** Optimistic count; the server's next version of the post overwrites it. */
export async function bumpCommentsCount(db: LocalDb, postId: number, by: number): Promise<void> {
  // Beneath any change laid over the post, so the next replay keeps it.
  await updateServerRows(db, 'posts', [serverUid(postId)], (p) => ({ ...p, comments_count: Math.max(0, p.comments_count + by) }));
}

/** The member's own card, so their drafts show who wrote them like any other row. */
export async function putOwnCard(db: LocalDb, user: { id: number; display_name: string; avatar_url: string | null }): Promise<void> {
  // Unchanged cards are left alone: a write to members wakes every screen that shows an author.
  const card = await db.members.get(user.id);
  if (card?.display_name === user.display_name && card.avatar_url === user.avatar_url) return;
  await db.members.put({ id: user.id, display_name: user.display_name, avatar_url: user.avatar_url, seen_at: Date.now() });
}
