// Joins mirror rows with what they refer to by id (author cards, the member's likes), inside the caller's live query.
import { likeUid, type LocalComment, type LocalDb, type LocalLike, type LocalPost } from '../../schema/local-db';
import type { LikeableType } from '../../schema/likes';
import type { Member } from '../../schema/members';

export type PostView = LocalPost & { author: Member; like?: LocalLike };
export type CommentView = LocalComment & { author: Member; like?: LocalLike };

/** A card the device no longer (or not yet) has: the row still shows, with a neutral name. */
const unknownMember = (id: number): Member => ({ id, display_name: 'Member', avatar_url: null });

async function withRefs<R extends { author_id: number; id: number }>(
  db: LocalDb,
  type: LikeableType,
  rows: R[],
): Promise<(R & { author: Member; like?: LocalLike })[]> {
  const authorIds = [...new Set(rows.map((r) => r.author_id))];
  const [members, likes] = await Promise.all([
    db.members.bulkGet(authorIds),
    db.likes.bulkGet(rows.map((r) => likeUid(type, r.id))),
  ]);
  const byId = new Map(members.flatMap((m) => (m ? [[m.id, m] as const] : [])));
  return rows.map((r, i) => ({ ...r, author: byId.get(r.author_id) ?? unknownMember(r.author_id), like: likes[i] }));
}

export const postViews = (db: LocalDb, rows: LocalPost[]): Promise<PostView[]> => withRefs(db, 'Post', rows);
export const commentViews = (db: LocalDb, rows: LocalComment[]): Promise<CommentView[]> => withRefs(db, 'Comment', rows);
