// People on the device: a member's profile or at least their card, their posts, the cards matching a name, whom one blocked.
import { useLiveQuery } from './use-live-query';
import type { LocalBlockedMember, LocalMember, LocalProfile } from '../../schema/local-db';
import { isBeingDeleted } from '../../schema/mirror/pending-change';
import { matchesWords, searchWords } from '../lib/search-match';
import { localDb } from '../data/local-db';
import { usePostViews, type PostView } from './mirror-views';

/** Enough for a screen; the device holds at most its budget anyway. */
const DEVICE_ROWS = 50;

export interface HeldPerson {
  /** the last profile read on this device, with an unsent follow laid over it */
  profile?: LocalProfile;
  /** the member card posts refer to: a name and an avatar even when no profile was read */
  card?: LocalMember;
}

/** undefined while the mirror is read; then whatever the device holds of the member (maybe nothing). */
export function useHeldPerson(id: number | null): HeldPerson | undefined {
  return useLiveQuery(async () => {
    if (id === null) return {};
    const db = localDb();
    const [profile, card] = await Promise.all([db.profiles.get(id), db.members.get(id)]);
    return { profile, card };
  }, [id]);
}

/** The member's posts the device holds, newest first (`null`: nothing asked). */
export function useDeviceMemberPosts(id: number | null): PostView[] | undefined {
  const rows = useLiveQuery(async () => {
    if (id === null) return null;
    return localDb()
      .posts.orderBy('sort_key')
      .reverse()
      .filter((p) => p.author_id === id && p.id > 0 && !isBeingDeleted(p))
      .limit(DEVICE_ROWS)
      .toArray();
  }, [id]);
  return usePostViews(rows ?? undefined);
}

/** Member cards on the device whose name holds every word of `q` (all of them for an empty one), by name. */
export function useDeviceMembers(q: string | null): LocalMember[] | undefined {
  return useLiveQuery(async () => {
    if (q === null) return [];
    const words = searchWords(q);
    const cards = await localDb()
      .members.filter((m) => words.length === 0 || matchesWords(m.display_name, words))
      .toArray();
    return cards.sort((a, b) => a.display_name.localeCompare(b.display_name)).slice(0, DEVICE_ROWS);
  }, [q]);
}

/** The members the signed-in member blocked, the latest first. */
export function useBlockedMembers(): LocalBlockedMember[] | undefined {
  return useLiveQuery(() => localDb().blocked_members.orderBy('ignored_at').reverse().toArray(), []);
}
