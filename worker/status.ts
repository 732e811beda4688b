// The engine status the app shows (online, leader, pending and failed counts, last sync, realtime state), emitted only on change.
import type { EngineStatus } from './engine-results';

export interface StatusTracker {
  get(): EngineStatus;
  update(patch: Partial<EngineStatus>): void;
  /** Sends the current status again, e.g. to a newly registered listener. */
  emit(): void;
}

export function createStatusTracker(listener: (status: EngineStatus) => void): StatusTracker {
  let status: EngineStatus = { online: true, leader: false, pending: 0, failed: 0, lastSyncAt: null, realtime: 'suspended' };
  return {
    get: () => status,
    update(patch) {
      const next = { ...status, ...patch };
      const keys = Object.keys(next) as (keyof EngineStatus)[];
      if (keys.every((k) => next[k] === status[k])) return;
      status = next;
      listener(status);
    },
    emit: () => listener(status),
  };
}
