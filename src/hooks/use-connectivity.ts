// Online state and undelivered writes, for the top bar's indicator.
import { useEffect, useState } from 'react';
import { useLiveQuery } from './use-live-query';
import { unsentTally } from '../../schema/mirror/outbox';
import type { EngineStatus } from '../../worker/engine-results';
import { lastEngineStatus, statusEvents } from '../data/engine';
import { localDb } from '../data/local-db';

export interface Connectivity {
  online: boolean;
  pending: number;
  failed: number;
}

export function useConnectivity(): Connectivity {
  const [browserOnline, setBrowserOnline] = useState(() => navigator.onLine);
  const [status, setStatus] = useState<EngineStatus | null>(lastEngineStatus);

  useEffect(() => {
    const update = () => setBrowserOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const unsubscribe = statusEvents.subscribe(setStatus);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      unsubscribe();
    };
  }, []);

  // Counted from the outbox itself, so every tab sees them, not only the engine's leader; a post's files go with it.
  const counts = useLiveQuery(async () => {
    const tally = unsentTally(await localDb().outbox.toArray());
    return { pending: tally.pending + tally.sending, failed: tally.failed };
  }, []);

  return {
    online: browserOnline && (status?.online ?? true),
    pending: counts?.pending ?? status?.pending ?? 0,
    failed: counts?.failed ?? status?.failed ?? 0,
  };
}
