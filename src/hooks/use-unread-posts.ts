// How many posts of a wall arrived since the member last had it on screen (docs/product.md 3: a group's unreadPosts), from the device.
import { maxKey } from '../data/mirror-reader/keys';
import { useLiveQuery } from './use-live-query';
import type { KvRows } from '../../schema/local-db';
import { localDb } from '../data/local-db';

/** 0 for a wall never opened on this device, and for the member's own posts. */
export function useUnreadPosts(wallKey: string): number {
  return (
    useLiveQuery(async () => {
      const db = localDb();
      const [seen, me] = await Promise.all([db.kv.get('wallsSeen'), db.kv.get('userData')]);
      const from = (seen?.value as KvRows['wallsSeen'] | undefined)?.[wallKey];
      if (from === undefined) return 0;
      const myId = (me?.value as KvRows['userData'] | undefined)?.user.id;
      return db.posts
        .where('[wall_key+sort_key]')
        .between([wallKey, from], [wallKey, maxKey], false, true)
        .filter((p) => p.author_id !== myId && p.id > 0)
        .count();
    }, [wallKey]) ?? 0
  );
}
