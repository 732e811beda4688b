// What this device keeps for offline reading: the posts budget chosen, the posts held, and the browser's storage use.
import { useLiveQuery } from './use-live-query';
import { DEFAULT_OFFLINE_POST_BUDGET, type OfflinePostBudget } from '../../schema/constants';
import { localDb } from '../data/local-db';
import { useStorageEstimate, type StorageEstimateFacts } from './use-storage-estimate';

export interface OfflineReading {
  budget: OfflinePostBudget;
  /** posts on the device now, undefined while the first read is under way */
  postsHeld: number | undefined;
  /** the origin's storage use and quota in bytes, where the browser tells */
  storage: StorageEstimateFacts | null;
}

export function useOfflineReading(): OfflineReading {
  const facts = useLiveQuery(async () => {
    const db = localDb();
    const [row, postsHeld] = await Promise.all([db.kv.get('offlinePostBudget'), db.posts.count()]);
    return { budget: (row?.value as OfflinePostBudget | undefined) ?? DEFAULT_OFFLINE_POST_BUDGET, postsHeld };
  });
  const postsHeld = facts?.postsHeld;
  const storage = useStorageEstimate(postsHeld);
  return { budget: facts?.budget ?? DEFAULT_OFFLINE_POST_BUDGET, postsHeld, storage };
}
