// Profile rows of the mirror: a server profile put with the member's unsent follow laid over it, and the budget kept.
import type { LocalDb, LocalProfile, PendingFollow } from '../../../schema/local-db';
import type { Profile } from '../../../schema/people';
import { putMembers } from './collections/members';
import { putServerRows } from '../../overlay/rebase';

/** Profiles kept on the device; the longest unread go first past it. */
export const PROFILES_BUDGET = 300;

/** What the member sees: the server's relation, or the unsent wish over the server's count. */
export function shownFollow(pending: Pick<PendingFollow, 'server_following' | 'server_followers_count'>, following: boolean): Pick<LocalProfile, 'following' | 'followers_count'> {
  const delta = Number(following) - Number(pending.server_following);
  return { following, followers_count: Math.max(0, pending.server_followers_count + delta) };
}

/** The server's profile (and its card); an unsent follow or unfollow stays laid over it; then the budget. */
export async function putServerProfile(db: LocalDb, profile: Profile): Promise<void> {
  await putServerRows(db, 'profiles', [{ ...profile, fetched_at: Date.now() } satisfies LocalProfile]);
  await putMembers(db, [{ id: profile.id, display_name: profile.display_name, avatar_url: profile.avatar_url }]);
  const excess = (await db.profiles.count()) - PROFILES_BUDGET;
  if (excess > 0) await db.profiles.orderBy('fetched_at').limit(excess).delete();
}
