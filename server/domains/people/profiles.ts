// A member's public profile (GET /api/v1/accounts/{id}): the card, bio, public custom fields, counts, badges, the viewer's relation.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Profile, ProfileField } from '../../../schema/people';
import type { Database } from '../../db/connect';
import { customUserFields, customUserValues } from '../account/accounts-schema';
import { follows, ignores } from './people-schema';
import { users, type UserRow } from '../account/users-schema';
import { badgesOf } from './badges';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

/** Hosts ('admin') and the community's artist account ('artist') are named as such; members carry no label. */
const roleLabels: Record<UserRow['role'], string | null> = { admin: 'Host', artist: 'Artist', member: null };

/** Hosts and admins cannot be blocked (docs/product.md 6); nor can a member block themself. */
export const mayBlock = (viewer: Viewer, target: Pick<UserRow, 'id' | 'role'>) => target.id !== viewer.user.id && target.role === 'member';

/** A member anyone signed in may look up: any account but a deleted one (404 'Member does not exist'). */
export async function listedAccount(db: Database, id: number): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), ne(users.state, 'deleted')));
  if (!row) throw new HttpError(404, messages.memberNotFound);
  return row;
}

async function publicFields(db: Database, userId: number): Promise<ProfileField[]> {
  const rows = await db
    .select({ name: customUserFields.name, value: customUserValues.value })
    .from(customUserValues)
    .innerJoin(customUserFields, eq(customUserFields.id, customUserValues.fieldId))
    .where(and(eq(customUserValues.userId, userId), eq(customUserFields.public, true)))
    .orderBy(asc(customUserFields.position), asc(customUserFields.id));
  return rows.filter((r) => r.value !== '');
}

export async function followersCount(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followedId, userId));
  return row?.n ?? 0;
}

async function relationOf(db: Database, viewerId: number, targetId: number) {
  const [following] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, viewerId), eq(follows.followedId, targetId)));
  const [blocked] = await db
    .select({ n: count() })
    .from(ignores)
    .where(and(eq(ignores.userId, viewerId), eq(ignores.ignoredId, targetId)));
  return { following: (following?.n ?? 0) > 0, blocked: (blocked?.n ?? 0) > 0 };
}

export async function loadProfile(db: Database, viewer: Viewer, id: number): Promise<Profile> {
  const row = await listedAccount(db, id);
  const [followingRow] = await db.select({ n: count() }).from(follows).where(eq(follows.followerId, id));
  const relation = await relationOf(db, viewer.user.id, id);
  return {
    id: row.id,
    display_name: row.displayName,
    avatar_url: row.avatarUrl,
    bio: row.bio,
    role_label: roleLabels[row.role],
    joined_at: row.createdAt.toISOString(),
    fields: await publicFields(db, id),
    followers_count: await followersCount(db, id),
    following_count: followingRow?.n ?? 0,
    is_self: row.id === viewer.user.id,
    ...relation,
    can_block: mayBlock(viewer, row),
    badges: await badgesOf(db, row),
  };
}
