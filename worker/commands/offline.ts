// Offline reading commands: how many posts this device keeps (a device setting), applied at once by a sweep.
import { OFFLINE_POST_BUDGETS, type OfflinePostBudget } from '../../schema/constants';
import { kvPut } from '../kv';
import { inMirror } from '../mirror-writes';
import type { EngineContext } from './context';

export function offlineCommands(ctx: EngineContext) {
  const { db, puller } = ctx;
  return {
    /** Keeps at most `budget` posts on this device from now on; answers how many went now. Other choices are refused. */
    async setPostBudget(budget: OfflinePostBudget): Promise<number> {
      if (!OFFLINE_POST_BUDGETS.includes(budget)) throw new RangeError(`Not an offline budget: ${String(budget)}`);
      await inMirror(db, () => kvPut(db, 'offlinePostBudget', budget));
      return (await puller.sweepNow()).posts ?? 0;
    },
  };
}
