// An offline pack as the device holds it (its row in the mirror), live: the control's state and progress.
import { useLiveQuery } from './use-live-query';
import type { OfflinePack } from '../../schema/mirror/offline-packs';
import { localDb } from '../data/local-db';

/** `null` when the device has no row for it; `undefined` while reading. */
export function useOfflinePack(id: string): OfflinePack | null | undefined {
  return useLiveQuery(async () => (await localDb().offline_packs.get(id)) ?? null, [id]);
}
