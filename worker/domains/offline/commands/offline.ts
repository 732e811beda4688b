// Offline commands: how many posts this device keeps (a device setting, applied at once by a sweep) and offline packs of media (keep, pause, resume, remove).
import { OFFLINE_POST_BUDGETS, type OfflinePostBudget } from '../../../../schema/constants';
import { kvPut } from '../../../kv';
import { offlineFileUrl } from '../../../../schema/offline-media';
import { keepCourse } from '../../courses/course-packs';
import { markRemoved, savePack, updatePack, type PackFileWish } from '../../../offline-packs/pack-rows';
import { inMirror } from '../../../mirror-writes';
import type { EngineContext } from '../../../commands/context';

export function offlineCommands(ctx: EngineContext) {
  const { db, puller, packs } = ctx;
  return {
    /** Keeps at most `budget` posts on this device from now on; answers how many went now. Other choices are refused. */
    async setPostBudget(budget: OfflinePostBudget): Promise<number> {
      if (!OFFLINE_POST_BUDGETS.includes(budget)) throw new RangeError(`Not an offline budget: ${String(budget)}`);
      await inMirror(db, () => kvPut(db, 'offlinePostBudget', budget));
      return (await puller.sweepNow()).posts ?? 0;
    },

    /**
     * Keeps pack `id`'s files on this device (the member's wish): files it listed before and still lists keep what is
     * stored, files it no longer lists go (unless another pack holds them), and the download starts in the background.
     */
    async keepPack(id: string, files: PackFileWish[]): Promise<void> {
      const wishes = files.map((f) => ({ url: offlineFileUrl(f.url, ctx.origin), size: f.size ?? null }));
      const { dropped } = await savePack(db, id, wishes, 'member');
      await packs.dropUnused(dropped);
      void packs.kick();
    },
    /** Keeps course `courseId` on this device: every lesson's images and media (pack `course:<id>`). */
    async keepCourse(courseId: number): Promise<void> {
      await keepCourse(db, packs, ctx.origin, courseId, (id, more) => puller.courses.loadCourse(id, more));
    },
    /** Stops pack `id`'s download where it is; what is stored stays. */
    async pausePack(id: string): Promise<void> {
      await updatePack(db, id, (p) => (p.state === 'downloading' ? { state: 'paused', waiting: null } : null));
      await packs.halt(id);
    },
    /** Goes on with pack `id`'s download from where it stopped. */
    async resumePack(id: string): Promise<void> {
      await updatePack(db, id, (p) => (p.state === 'paused' ? { state: 'downloading', waiting: null } : null));
      void packs.kick();
    },
    /** Removes pack `id` from this device (its files, unless another pack holds them); the engine will not bring it back on its own. */
    async removePack(id: string): Promise<void> {
      const files = await markRemoved(db, id);
      await packs.halt(id);
      await packs.dropUnused(files);
    },
  };
}
