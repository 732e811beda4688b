// Live single-row facts from the mirror's kv table (session, configuration, user data).
import { useLiveQuery } from './use-live-query';
import type { KvKey, KvRows } from '../../schema/local-db';
import { localDb } from '../data/local-db';

/** `undefined` while the first read is under way, `null` when the row is absent. */
export function useKv<K extends KvKey>(key: K): KvRows[K] | null | undefined {
  const row = useLiveQuery(async () => ({ row: await localDb().kv.get(key) }), [key]);
  if (row === undefined) return undefined;
  return (row.row?.value as KvRows[K] | undefined) ?? null;
}
