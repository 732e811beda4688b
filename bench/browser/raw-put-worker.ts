// Baseline of the mirroring benchmark: copies the engine's mirrored posts, then times one bulkPut into a fresh database.
import { openLocalDb } from '../../schema/local-db';

self.onmessage = async (e: MessageEvent<{ sourceDb: string; rows: number }>) => {
  try {
    const source = openLocalDb(e.data.sourceDb);
    // The newest posts by id: the rows the engine has just mirrored (earlier runs' posts stay out).
    const rows = await source.posts.orderBy('id').reverse().limit(e.data.rows).toArray();
    source.close();
    const target = openLocalDb('bench-raw');
    await target.posts.clear();
    const t0 = performance.now();
    await target.posts.bulkPut(rows);
    const ms = performance.now() - t0;
    await target.delete();
    self.postMessage({ rows: rows.length, ms });
  } catch (err) {
    self.postMessage({ error: String(err) });
  }
};
