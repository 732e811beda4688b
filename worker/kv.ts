// Typed reads and writes of the mirror's single-row facts (the `kv` table).
import type { KvKey, KvRow, KvRows, LocalDb } from '../schema/local-db';

export async function kvGet<K extends KvKey>(db: LocalDb, key: K): Promise<KvRows[K] | undefined> {
  const row = await db.kv.get(key);
  return row?.value as KvRows[K] | undefined;
}

export function kvPut<K extends KvKey>(db: LocalDb, key: K, value: KvRows[K]): Promise<KvKey> {
  return db.kv.put({ key, value } as KvRow);
}
