// Helpers for membership tests: groups and members made straight in the database, and a group's id or role changed there.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../server/db/connect';
import { groups, memberships, type GroupRow } from '../../../server/domains/groups/group-schema';
import { users } from '../../../server/domains/account/users-schema';

type NewGroup = Partial<typeof groups.$inferInsert> & Pick<typeof groups.$inferInsert, 'membershipType'>;

/** A group with a fresh key (`<prefix>-<random>`). */
export async function makeGroup(db: Database, prefix: string, values: NewGroup): Promise<GroupRow> {
  const key = `${prefix}-${crypto.randomBytes(3).toString('hex')}`;
  const [row] = await db.insert(groups).values({ key, name: key, ...values }).returning();
  return row!;
}

/** `count` members who cannot sign in (no usable password), named `<name> 01`, `<name> 02`, …; their ids in that order. */
export async function makeUsers(db: Database, name: string, count: number): Promise<number[]> {
  const tag = crypto.randomBytes(3).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => {
        const n = String(i + 1).padStart(2, '0');
        return { email: `${tag}-${n}@example.org`, username: `u${tag}${n}`, passwordHash: 'x', displayName: `${name} ${n}` };
      }),
    )
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Memberships of these users, one second apart in the order given (the first oldest). */
export async function addMemberships(db: Database, groupId: number, userIds: number[], status: 'active' | 'pending' = 'active'): Promise<void> {
  const start = Date.now() - userIds.length * 1000;
  await db.insert(memberships).values(userIds.map((userId, i) => ({ groupId, userId, status, createdAt: new Date(start + i * 1000) })));
}

export async function setGroupRole(db: Database, groupKey: string, userIds: number[], role: 'member' | 'admin'): Promise<void> {
  const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.key, groupKey));
  await db.update(memberships).set({ role }).where(and(eq(memberships.groupId, group!.id), inArray(memberships.userId, userIds)));
}
