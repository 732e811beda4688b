// Whom a member may bring into a chat: active accounts, no block either way, and friends only when the community says so.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { CHAT_MAX_MEMBERS } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import { anyId } from '../../db/any-id';
import type { Database } from '../../db/connect';
import { follows, ignores } from '../people/people-schema';
import { users } from '../account/users-schema';
import { loadConfiguration } from '../configuration/configuration';
import { HttpError } from '../../core/http-error';

/** The ids asked for, without the caller and repeats; none left is the "choose a member" refusal. */
export function othersAskedFor(callerId: number, ids: number[]): number[] {
  const others = [...new Set(ids)].filter((id) => id !== callerId);
  if (others.length === 0) throw new HttpError(422, messages.chatNoMembers);
  return others;
}

/** A chat of this many members (the caller among them) is within the limit, else 422. */
export function checkChatSize(total: number): void {
  if (total > CHAT_MAX_MEMBERS) throw new HttpError(422, messages.chatTooManyMembers);
}

/**
 * Every one of `ids` may be messaged by the caller: an active account (not disabled, banned or deleted), neither of
 * them blocking the other, and, with `friends_messaging_enabled`, following each other. Else 422 in the contract's words.
 */
export async function checkMayMessage(db: Database, callerId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const active = await db
    .select({ id: users.id })
    .from(users)
    .where(and(anyId(users.id, ids), eq(users.state, 'active'), isNull(users.deletedAt)));
  if (active.length !== new Set(ids).size) throw new HttpError(422, messages.chatBlocked);
  const [blocked] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ignores)
    .where(
      or(
        and(eq(ignores.userId, callerId), anyId(ignores.ignoredId, ids)),
        and(anyId(ignores.userId, ids), eq(ignores.ignoredId, callerId)),
      ),
    );
  if ((blocked?.n ?? 0) > 0) throw new HttpError(422, messages.chatBlocked);
  if (!(await loadConfiguration(db)).friends_messaging_enabled) return;
  const [friends] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(follows)
    .where(
      and(
        eq(follows.followerId, callerId),
        anyId(follows.followedId, ids),
        sql`exists (select 1 from ${follows} back where back.follower_id = ${follows.followedId} and back.followed_id = ${callerId})`,
      ),
    );
  if ((friends?.n ?? 0) !== new Set(ids).size) throw new HttpError(422, messages.chatFriendsOnly);
}

/** Whether `authorId` may send to this private chat: refused when its other member blocked them. */
export async function blockedByOther(db: Database, authorId: number, otherId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ignores.userId })
    .from(ignores)
    .where(and(eq(ignores.userId, otherId), eq(ignores.ignoredId, authorId)));
  return row !== undefined;
}
