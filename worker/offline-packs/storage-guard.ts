// When the engine may keep a pack offline on its own (a started course): only while the device has room to spare.

/** Never fill the last part of the origin's quota on the engine's own initiative: at least this much stays free. */
export const AUTO_PACK_RESERVE_BYTES = 200 * 1024 * 1024;
export const AUTO_PACK_RESERVE_SHARE = 0.2;

export interface StorageFacts {
  quota: number;
  usage: number;
}

/** Whether `needed` more bytes fit with the reserve (the larger of 200 MB and a fifth of the quota) left free. */
export function autoPackFits(needed: number, { quota, usage }: StorageFacts): boolean {
  const reserve = Math.max(AUTO_PACK_RESERVE_BYTES, quota * AUTO_PACK_RESERVE_SHARE);
  return usage + needed + reserve <= quota;
}

/** The browser's estimate of this origin's storage, or null where it cannot say. */
export async function storageFacts(): Promise<StorageFacts | null> {
  const storage = (globalThis as { navigator?: { storage?: StorageManager } }).navigator?.storage;
  if (!storage?.estimate) return null;
  const { quota, usage } = await storage.estimate();
  return quota === undefined ? null : { quota, usage: usage ?? 0 };
}
