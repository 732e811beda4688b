// Live reads of the groups mirror.
import { useLiveQuery } from './use-live-query';
import type { LocalGroup } from '../../schema/local-db';
import { localDb } from '../data/local-db';

export function useGroups(): LocalGroup[] | undefined {
  return useLiveQuery(() => localDb().groups.toArray(), []);
}

/** `undefined` while reading, `null` when the mirror does not hold the group. */
export function useGroup(key: string): LocalGroup | null | undefined {
  return useLiveQuery(async () => (await localDb().groups.get(key)) ?? null, [key]);
}
