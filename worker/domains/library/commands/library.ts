// Library commands: a folder or article into the mirror when the member opens it (kept for offline reading), plans refused noted for the paywall.
import type { LocalDb } from '../../../../schema/local-db';
import { folderKey, libraryLockKey } from '../../../../schema/mirror/library';
import { ApiError } from '../../../api-error';
import { kvGet, kvPut } from '../../../kv';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import type { EngineContext } from '../../../commands/context';

/** The plan named by a 403 the server answered for the library, or null for any other failure. */
function refusedPlan(e: unknown): string | null {
  if (!(e instanceof ApiError) || e.code !== 403 || typeof e.body !== 'object' || e.body === null) return null;
  const plan = (e.body as { required_plan?: unknown }).required_plan;
  return typeof plan === 'string' ? plan : null;
}

async function setLock(db: LocalDb, key: string, plan: string | null): Promise<void> {
  const locks = (await kvGet(db, 'libraryLocks')) ?? {};
  if ((locks[key] ?? null) === plan) return;
  const { [key]: _gone, ...rest } = locks;
  await kvPut(db, 'libraryLocks', plan === null ? rest : { ...rest, [key]: plan });
}

export function libraryCommands({ db, api }: Pick<EngineContext, 'db' | 'api'>) {
  /**
   * Marks the row opened now (online or not, so the sweep keeps it), reads it from the server and stores it; a plan
   * the member lacks is noted (the screen opens the paywall) and a row the server no longer has is dropped.
   */
  async function load<T>(opts: {
    lockKey: string | null;
    touch: (now: number) => Promise<unknown>;
    fetch: () => Promise<T>;
    put: (answer: T, now: number) => Promise<unknown>;
    drop: () => Promise<unknown>;
  }): Promise<void> {
    const userId = await currentUserId(db);
    await writeAsMember(db, userId, () => opts.touch(Date.now()));
    try {
      const answer = await opts.fetch();
      await writeAsMember(db, userId, async () => {
        await opts.put(answer, Date.now());
        if (opts.lockKey) await setLock(db, opts.lockKey, null);
      });
    } catch (e) {
      const plan = refusedPlan(e);
      if (plan !== null || (e instanceof ApiError && e.code === 404)) {
        await writeAsMember(db, userId, async () => {
          await opts.drop();
          if (opts.lockKey) await setLock(db, opts.lockKey, plan);
        });
      }
      throw e;
    }
  }

  return {
    /** A folder (null: the root) with its path and contents. */
    loadFolder(folderId: number | null): Promise<void> {
      const key = folderKey(folderId);
      return load({
        lockKey: folderId === null ? null : libraryLockKey('folder', folderId),
        touch: (now) => db.folder_listings.update(key, { opened_at: now }),
        fetch: () => api.folder(folderId),
        put: (listing, now) => db.folder_listings.put({ ...listing, key, opened_at: now }),
        drop: () => db.folder_listings.delete(key),
      });
    },
    /** An article with the folders leading to it. */
    loadArticle(articleId: number): Promise<void> {
      return load({
        lockKey: libraryLockKey('article', articleId),
        touch: (now) => db.articles.update(articleId, { opened_at: now }),
        fetch: () => api.article(articleId),
        put: ({ article, path }, now) => db.articles.put({ ...article, path, opened_at: now }),
        drop: () => db.articles.delete(articleId),
      });
    },
  };
}
