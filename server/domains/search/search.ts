// Search: posts and the library by their words (full-text, English stemming, prefixes), members and groups by name; what the caller may read only.
import { and, asc, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_PAGE_SIZE, type SearchAnswer, type SearchQuery } from '../../../schema/search';
import { anyId } from '../../db/any-id';
import type { Database } from '../../db/connect';
import { groups, memberships } from '../groups/group-schema';
import { posts } from '../posts/post-schema';
import { users } from '../account/users-schema';
import { visiblePostFor } from '../posts/content-visibility';
import { groupWiresByIds } from '../groups/groups';
import { listableGroupIds, readableGroupIds } from '../groups/group-access';
import { memberColumns, toMemberWire } from '../people/member-wire';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import { selectPosts, toPostWires } from '../posts/post-wire';
import { searchLibrary } from '../library/library-search';
import { likeEscape, memberNameMatch, prefixTsQuery } from './search-terms';
import type { Viewer } from '../sessions/sessions';
import { postLensFor, premiumReadable } from '../posts/premium-posts';

const SIZE = SEARCH_PAGE_SIZE;
/** How many of the newest matching posts a search ranks. */
export const SEARCH_CANDIDATES = 1_000;
const pageOf = <T>(rows: T[], page: number) => numberedPage(rows, page, SIZE);

/**
 * Matching posts, best first among the newest SEARCH_CANDIDATES matches: ranking every match of a common word costs a
 * stemmed copy of each body (30,000 of them for one word in 200,000 posts, ~0.7 s; bench (e)), while the newest
 * matches come from the index at once. The page's posts are then read by id, in rank order.
 */
async function searchPosts(db: Database, viewer: Viewer, query: SQL, page: number): Promise<SearchAnswer> {
  const span = pageWindow(page, SIZE);
  const document = sql`to_tsvector('english', ${posts.body})`;
  // A premium post's words are its content: a reader without the plan does not find it by them.
  const lens = await postLensFor(db, viewer);
  const candidates = db
    .select({ id: posts.id, createdAt: posts.createdAt, body: posts.body })
    .from(posts)
    // Live, published (or the caller's own) and by an author the caller may see, in a wall they may read.
    .where(and(visiblePostFor(viewer.user.id), sql`${posts.groupId} in ${readableGroupIds(viewer.user.id)}`, premiumReadable(lens, true), sql`${document} @@ ${query}`))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  const ranked = await db
    .select({ id: candidates.id })
    .from(candidates)
    .orderBy(sql`ts_rank(to_tsvector('english', ${candidates.body}), ${query}) desc`, desc(candidates.createdAt), desc(candidates.id))
    .limit(span.limit)
    .offset(span.offset);
  const { rows: found, next } = pageOf(ranked, page);
  const ids = found.map((r) => r.id);
  const wires = await toPostWires(db, await selectPosts(db).where(anyId(posts.id, ids)), lens);
  const rank = new Map(ids.map((id, i) => [id, i]));
  return { mode: 'posts', posts: wires.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!), meta: { next } };
}

/** Active members who share a group the caller may read (as the composer's mention search), by name or username. */
async function searchMembers(db: Database, viewer: Viewer, q: string, page: number): Promise<SearchAnswer> {
  const span = pageWindow(page, SIZE);
  const inReadableGroup = sql`${users.id} in (select m.user_id from ${memberships} m where m.status = 'active' and m.group_id in ${readableGroupIds(viewer.user.id)})`;
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.state, 'active'), isNull(users.deletedAt), inReadableGroup, memberNameMatch(q)))
    .orderBy(asc(users.displayName), asc(users.id))
    .limit(span.limit)
    .offset(span.offset);
  const { rows: found, next } = pageOf(rows, page);
  return { mode: 'members', members: found.map(toMemberWire), meta: { next } };
}

/** Groups the caller sees in lists, by the words of their name and description, or a piece of the name. */
async function searchGroups(db: Database, viewer: Viewer, q: string, query: SQL, page: number): Promise<SearchAnswer> {
  const span = pageWindow(page, SIZE);
  const document = sql`to_tsvector('english', ${groups.name} || ' ' || ${groups.description})`;
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        sql`${groups.id} in ${listableGroupIds(viewer.user.id)}`,
        or(sql`${document} @@ ${query}`, ilike(groups.name, `%${likeEscape(q)}%`)),
      ),
    )
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(span.limit)
    .offset(span.offset);
  const { rows: found, next } = pageOf(rows, page);
  const wires = await groupWiresByIds(db, viewer.user.id, found.map((r) => r.id));
  return { mode: 'groups', groups: found.flatMap((r) => wires.get(r.id) ?? []), meta: { next } };
}

export async function search(db: Database, viewer: Viewer, { q, mode, page }: SearchQuery): Promise<SearchAnswer> {
  const tsquery = prefixTsQuery(q);
  if (mode === 'members') return searchMembers(db, viewer, q, page);
  // Nothing but punctuation: no word to look for.
  if (tsquery === null) return { mode, [mode]: [], meta: { next: null } };
  if (mode === 'folders') return searchLibrary(db, viewer, tsquery, page);
  return mode === 'posts' ? searchPosts(db, viewer, tsquery, page) : searchGroups(db, viewer, q, tsquery, page);
}
