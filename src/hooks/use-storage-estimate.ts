// The browser's estimate of this origin's storage (used and quota), read again whenever what the screen shows changes.
import { useEffect, useState } from 'react';

export interface StorageEstimateFacts {
  usage: number;
  quota: number;
}

/** Null until (or where) the browser tells; `key` changing asks again (posts held, bytes downloaded). */
export function useStorageEstimate(key: unknown): StorageEstimateFacts | null {
  const [storage, setStorage] = useState<StorageEstimateFacts | null>(null);
  useEffect(() => {
    let live = true;
    navigator.storage
      ?.estimate?.()
      .then((e) => live && e.usage !== undefined && e.quota !== undefined && setStorage({ usage: e.usage, quota: e.quota }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return storage;
}
