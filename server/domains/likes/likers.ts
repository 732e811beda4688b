// Who liked a post or comment: its likers newest first, a page of 15 at a time, for those who may read it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../schema/constants';
import type { LikeableType, LikersPage } from '../../../schema/likes';
import type { Database } from '../../db/connect';
import { likes } from '../posts/post-schema';
import { users } from '../account/users-schema';
import { readableLikeable } from './likes';
import { memberColumns, toMemberWire } from '../people/member-wire';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import type { Viewer } from '../sessions/sessions';

export async function likers(db: Database, viewer: Viewer, query: { likeable_type: LikeableType; likeable_id: number; page: number }): Promise<LikersPage> {
  await readableLikeable(db, viewer, { likeable_type: query.likeable_type, likeable_id: query.likeable_id });
  const span = pageWindow(query.page, DEFAULT_PAGE_SIZE);
  const rows = await db
    .select(memberColumns)
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(and(eq(likes.likeableType, query.likeable_type), eq(likes.likeableId, query.likeable_id), isNull(likes.deletedAt)))
    .orderBy(desc(likes.createdAt), desc(likes.id))
    .limit(span.limit)
    .offset(span.offset);
  const { rows: found, next } = numberedPage(rows, query.page, DEFAULT_PAGE_SIZE);
  return { members: found.map(toMemberWire), meta: { next } };
}
