// The member directory (when the community turns it on) by name, and the newest members: active members the viewer may see.
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import { MEMBERS_PAGE_SIZE, type DirectoryQuery, type MembersPage } from '../../../schema/people';
import type { Database } from '../../db/connect';
import { users } from '../account/users-schema';
import { loadConfiguration } from '../configuration/configuration';
import { visibleAuthorFor } from '../posts/content-visibility';
import { HttpError } from '../../core/http-error';
import { memberColumns, toMemberWire } from './member-wire';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import { memberNameMatch } from '../search/search-terms';
import type { Viewer } from '../sessions/sessions';

/** Active accounts, less those whose content the viewer does not see (shadowbanned, or blocked by the viewer). */
const listedFor = (viewer: Viewer) => and(eq(users.state, 'active'), isNull(users.deletedAt), visibleAuthorFor(viewer.user.id, users.id));

async function membersPage(db: Database, where: SQL | undefined, orderBy: SQL[], page: number): Promise<MembersPage> {
  const span = pageWindow(page, MEMBERS_PAGE_SIZE);
  const rows = await db
    .select({ ...memberColumns, joinedAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(...orderBy)
    .limit(span.limit)
    .offset(span.offset);
  const { rows: found, next } = numberedPage(rows, page, MEMBERS_PAGE_SIZE);
  return { members: found.map((r) => ({ ...toMemberWire(r), joined_at: r.joinedAt.toISOString() })), meta: { next } };
}

/** GET /api/v1/accounts?query=&page=: 403 while member_directory_enabled is off; by name, A to Z. */
export async function memberDirectory(db: Database, viewer: Viewer, { query, page }: DirectoryQuery): Promise<MembersPage> {
  const config = await loadConfiguration(db);
  if (!config.member_directory_enabled) throw new HttpError(403, messages.memberDirectoryOff);
  const byName = [asc(sql`lower(${users.displayName})`), asc(users.id)];
  return membersPage(db, and(listedFor(viewer), query ? memberNameMatch(query) : undefined), byName, page);
}

/** GET /api/v2/new_members?page=: the newest accounts first. */
export function newMembers(db: Database, viewer: Viewer, page: number): Promise<MembersPage> {
  return membersPage(db, listedFor(viewer), [desc(users.createdAt), desc(users.id)], page);
}
