// Whether the server can be reached now: the browser online and the engine's last call answered.
import { useSyncExternalStore } from 'react';
import { lastEngineStatus, statusEvents } from '../data/engine';
import { useOnline } from './use-online';

/** The engine's view counts too: the browser may be online while the server is out of reach. */
export function useReachable(): boolean {
  const engineOnline = useSyncExternalStore(statusEvents.subscribe, () => lastEngineStatus()?.online ?? true);
  return useOnline() && engineOnline;
}
