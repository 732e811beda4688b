// A wall's live pins on the device, newest first; a pin that ends drops out by itself (the clock is read again at its end).
import { maxKey, minKey } from '../data/mirror-reader/keys';
import { useLiveQuery } from './use-live-query';
import { useEffect, useMemo, useState } from 'react';
import { isPinnedAt } from '../../schema/pin-rules';
import { isBeingDeleted } from '../../schema/mirror/pending-change';
import { localDb } from '../data/local-db';
import { usePostViews, type PostView } from './mirror-views';

/** Longest wait a browser timer takes (about 24.8 days); a later end is checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

export function useWallPins(wallKey: string): PostView[] {
  const candidates = useLiveQuery(
    () =>
      // Only pinned posts have a pinned_until, so only they are in this index: no read of every post of the wall.
      localDb()
        .posts.where('[wall_key+pinned_until]')
        .between([wallKey, minKey], [wallKey, maxKey])
        .filter((p) => !isBeingDeleted(p))
        .toArray(),
    [wallKey],
  );
  const [now, setNow] = useState(() => Date.now());
  const live = useMemo(
    () => (candidates ?? []).filter((p) => isPinnedAt(p.pinned_until, now)).sort((a, b) => b.sort_key.localeCompare(a.sort_key)),
    [candidates, now],
  );
  // Read the clock again when the first of these pins ends.
  useEffect(() => {
    const ends = live.map((p) => Date.parse(p.pinned_until!));
    if (ends.length === 0) return;
    const wait = Math.min(Math.max(0, Math.min(...ends) - Date.now()) + 50, MAX_TIMER_MS);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [live]);
  // Rows newly pinned are compared with the clock of this render.
  useEffect(() => {
    if (candidates?.some((p) => isPinnedAt(p.pinned_until, Date.now()) !== isPinnedAt(p.pinned_until, now))) setNow(Date.now());
  }, [candidates, now]);
  return usePostViews(live) ?? [];
}
