// The composer's server lookup: members to mention (those sharing a readable group with the caller); events to share are the events list.
import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import { MEMBER_SEARCH_LIMIT, type MemberSuggestion } from '../../../schema/composer-lookups';
import type { Database } from '../../db/connect';
import { memberships } from '../groups/group-schema';
import { users } from '../account/users-schema';
import { readableGroupIds } from '../groups/group-access';
import { likeEscape } from '../search/search-terms';
import type { Viewer } from '../sessions/sessions';


/** Active members in a group the caller may read, whose username starts with or whose name contains `q`. */
export async function searchMembers(db: Database, viewer: Viewer, q: string): Promise<MemberSuggestion[]> {
  const text = likeEscape(q.replace(/^@/, ''));
  const inReadableGroup = sql`${users.id} in (select m.user_id from ${memberships} m where m.status = 'active' and m.group_id in ${readableGroupIds(viewer.user.id)})`;
  const rows = await db
    .select({ id: users.id, username: users.username, displayName: users.displayName, avatarUrl: users.avatarUrl })
    .from(users)
    .where(
      and(
        eq(users.state, 'active'),
        isNull(users.deletedAt),
        ne(users.id, viewer.user.id),
        inReadableGroup,
        text === '' ? undefined : or(ilike(users.username, `${text}%`), ilike(users.displayName, `%${text}%`)),
      ),
    )
    .orderBy(asc(users.username))
    .limit(MEMBER_SEARCH_LIMIT);
  return rows.map((r) => ({ id: r.id, username: r.username, display_name: r.displayName, avatar_url: r.avatarUrl }));
}
