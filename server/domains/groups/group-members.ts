// A group's members (docs/product.md 6): all of them by name, its admins, the newest, page by page, and a few per group for collages.
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Member } from '../../../schema/members';
import type { GroupMemberListKind, GroupMembersCollage, GroupMembersPage } from '../../../schema/memberships';
import { COLLAGE_SIZE, GROUP_MEMBERS_PAGE_SIZE } from '../../../schema/memberships';
import type { Database } from '../../db/connect';
import { groups, memberships } from './group-schema';
import { users } from '../account/users-schema';
import { groupExistsFor, type GroupAccess } from './group-access';
import { groupWithListedMembers, mayListMembers } from './group-admin-access';
import { memberColumns, toMemberWire } from '../people/member-wire';
import { numberedPage, pageWindow } from '../../core/numbered-page';
import type { Viewer } from '../sessions/sessions';

const byName = [asc(sql`lower(${users.displayName})`), asc(users.id)];

/** Which active memberships each list holds, and in what order. */
const lists: Record<GroupMemberListKind, { where?: SQL; orderBy: SQL[] }> = {
  members: { orderBy: byName },
  admin_members: { where: eq(memberships.role, 'admin'), orderBy: byName },
  new_members: { orderBy: [desc(memberships.createdAt), desc(memberships.id)] },
};

export async function listGroupMembers(
  db: Database,
  viewer: Viewer,
  groupId: number,
  kind: GroupMemberListKind,
  page: number,
): Promise<GroupMembersPage> {
  await groupWithListedMembers(db, viewer, groupId);
  const list = lists[kind];
  const span = pageWindow(page, GROUP_MEMBERS_PAGE_SIZE);
  const rows = await db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.groupId, groupId), eq(memberships.status, 'active'), list.where))
    .orderBy(...list.orderBy)
    .limit(span.limit)
    .offset(span.offset);
  const { rows: found, next } = numberedPage(rows, page, GROUP_MEMBERS_PAGE_SIZE);
  return { members: found.map(toMemberWire), meta: { next } };
}

/** The first COLLAGE_SIZE members (by name) of each asked group whose members the viewer may list; other keys are left out. */
export async function groupsCollage(db: Database, viewer: Viewer, keys: string[]): Promise<GroupMembersCollage> {
  const found = await db
    .select({ group: groups, role: memberships.role, status: memberships.status })
    .from(groups)
    .leftJoin(memberships, and(eq(memberships.groupId, groups.id), eq(memberships.userId, viewer.user.id)))
    .where(inArray(groups.key, keys));
  const shown = found
    .map((r): GroupAccess => ({ group: r.group, membership: r.role && r.status ? { role: r.role, status: r.status } : null }))
    .filter((a) => groupExistsFor(a) && mayListMembers(a, viewer));
  const collage: Record<string, Member[]> = Object.fromEntries(shown.map((a) => [a.group.key, []]));
  if (shown.length === 0) return { group_members_collage: collage };
  const keyOf = new Map(shown.map((a) => [a.group.id, a.group.key]));
  const ranked = db
    .select({
      groupId: memberships.groupId,
      ...memberColumns,
      rank: sql<number>`row_number() over (partition by ${memberships.groupId} order by lower(${users.displayName}), ${users.id})`.as('rank'),
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(inArray(memberships.groupId, [...keyOf.keys()]), eq(memberships.status, 'active')))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, COLLAGE_SIZE)).orderBy(asc(ranked.groupId), asc(ranked.rank));
  for (const r of rows) collage[keyOf.get(r.groupId)!]!.push(toMemberWire(r));
  return { group_members_collage: collage };
}
