// Blocking ("ignores", docs/product.md 6): the members a viewer blocked, whose posts and comments leave that viewer's reads and mirror.
import { and, desc, eq, sql } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { IgnoreAnswer, IgnoresAnswer } from '../../../schema/people';
import type { Database } from '../../db/connect';
import { ignores } from './people-schema';
import { groups } from '../groups/group-schema';
import { users } from '../account/users-schema';
import { authorContentChanges } from './author-content-changes';
import { appendChanges } from '../../core/changes';
import { readableGroupIds } from '../groups/group-access';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import { memberColumns, toMemberWire } from './member-wire';
import { listedAccount, mayBlock } from './profiles';
import type { Viewer } from '../sessions/sessions';

export async function listIgnores(db: Database, viewer: Viewer): Promise<IgnoresAnswer> {
  const rows = await db
    .select({ ...memberColumns, at: ignores.createdAt })
    .from(ignores)
    .innerJoin(users, eq(users.id, ignores.ignoredId))
    .where(eq(ignores.userId, viewer.user.id))
    .orderBy(desc(ignores.createdAt), desc(ignores.ignoredId));
  return { ignores: rows.map((r) => ({ ...toMemberWire(r), ignored_at: r.at.toISOString() })) };
}

/**
 * The blocker's own feed changes: the member's content leaves (tombstones) or comes back (upserts), for the walls the
 * blocker may read; the materialisers then skip what the blocker still may not see (a shadowban, another block).
 */
async function blockerChanges(tx: Database, viewer: Viewer, memberId: number, hidden: boolean) {
  const readable = await tx.select({ id: groups.id }).from(groups).where(sql`${groups.id} in ${readableGroupIds(viewer.user.id)}`);
  const readableIds = new Set(readable.map((g) => g.id));
  const changes = await authorContentChanges(tx, memberId, hidden);
  return changes.filter((c) => c.scopeId != null && readableIds.has(c.scopeId)).map((c) => ({ ...c, userId: viewer.user.id }));
}

/** Blocks (`blocked` true) or unblocks the member; asking for the state they are in changes nothing. */
export function setIgnored(db: Database, viewer: Viewer, memberId: number, blocked: boolean, key: string | null): Promise<StoredAnswer<IgnoreAnswer>> {
  const fingerprint = requestFingerprint(`${blocked ? 'POST' : 'DELETE'} ignores/${memberId}`, {});
  return idempotentWrite(db, { userId: viewer.user.id, key, fingerprint }, async (tx) => {
    const target = await listedAccount(tx, memberId);
    if (blocked && target.id === viewer.user.id) throw new HttpError(403, messages.cannotBlockSelf);
    if (blocked && !mayBlock(viewer, target)) throw new HttpError(403, messages.hostNotBlockable);
    const changed = blocked
      ? await tx.insert(ignores).values({ userId: viewer.user.id, ignoredId: target.id }).onConflictDoNothing().returning()
      : await tx
          .delete(ignores)
          .where(and(eq(ignores.userId, viewer.user.id), eq(ignores.ignoredId, target.id)))
          .returning();
    if (changed.length > 0) await appendChanges(tx, await blockerChanges(tx, viewer, target.id, blocked));
    return { status: 200, body: { member_id: target.id, blocked } };
  });
}
