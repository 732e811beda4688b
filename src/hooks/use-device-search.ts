// Searching the mirror (offline, or when the server cannot answer): posts and the library by their words or a hashtag, members and groups by name.
import { useLiveQuery } from './use-live-query';
import type { LocalGroup, LocalMember, LocalPost } from '../../schema/local-db';
import { isBeingDeleted } from '../../schema/mirror/pending-change';
import type { SearchMode } from '../../schema/search';
import type { FoundLibraryItem } from '../components/library/LibraryHitList';
import { listedInGroups } from '../lib/group-rules';
import { matchesWords, searchWords } from '../lib/search-match';
import { localDb } from '../data/local-db';
import { deviceLibraryHits } from './use-library';
import { usePostViews, type PostView } from './mirror-views';

/** Enough for a screen of results; the device holds at most its retention budget anyway. */
const DEVICE_RESULTS = 50;

export interface DeviceResults {
  posts?: PostView[];
  members?: LocalMember[];
  groups?: LocalGroup[];
  folders?: FoundLibraryItem[];
}

async function find(q: string, mode: SearchMode): Promise<Omit<DeviceResults, 'posts'> & { posts?: LocalPost[] }> {
  const words = searchWords(q);
  const db = localDb();
  if (mode === 'posts') {
    const posts = await db.posts
      .orderBy('sort_key')
      .reverse()
      .filter((p) => p.id > 0 && !isBeingDeleted(p) && matchesWords(p.body, words))
      .limit(DEVICE_RESULTS)
      .toArray();
    return { posts };
  }
  if (mode === 'members') {
    const members = await db.members.filter((m) => matchesWords(m.display_name, words)).limit(DEVICE_RESULTS).toArray();
    return { members: members.sort((a, b) => a.display_name.localeCompare(b.display_name)) };
  }
  if (mode === 'folders') return { folders: await deviceLibraryHits(db, words, DEVICE_RESULTS) };
  const groups = await db.groups.filter((g) => listedInGroups(g) && matchesWords(`${g.name} ${g.description}`, words)).toArray();
  return { groups: groups.sort((a, b) => a.name.localeCompare(b.name)) };
}

/** Posts on the device that carry `tag` (any case), newest first. */
export function useDeviceTagged(tag: string | null): PostView[] | undefined {
  const rows = useLiveQuery(async () => {
    if (tag === null) return null;
    const wanted = tag.toLowerCase();
    return localDb()
      .posts.orderBy('sort_key')
      .reverse()
      .filter((p) => p.id > 0 && !isBeingDeleted(p) && p.text_entities.hashtags.some((h) => h.tag.toLowerCase() === wanted))
      .limit(DEVICE_RESULTS)
      .toArray();
  }, [tag]);
  return usePostViews(rows ?? undefined);
}

/** `null` query: nothing asked (the hook reads nothing). Results update as the mirror changes. */
export function useDeviceSearch(q: string | null, mode: SearchMode): DeviceResults | undefined {
  const found = useLiveQuery(async () => (q === null ? null : find(q, mode)), [q, mode]);
  const posts = usePostViews(found?.posts);
  if (!found) return undefined;
  return { ...found, posts };
}
