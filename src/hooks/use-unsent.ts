// Live delivery state of the member's unsent changes of some mutation kinds, for settings that show it beside their controls.
import { useLiveQuery } from './use-live-query';
import type { LocalStatus } from '../../schema/local-db';
import type { MutationKind } from '../../schema/outbox';
import { localDb } from '../data/local-db';

export interface UnsentChange {
  status: LocalStatus;
  clientId: string;
  error?: string;
}

/**
 * A refused change first (it needs the member: retry or discard, with the server's message), else the newest one
 * still on its way; null when every change of these kinds has been delivered.
 */
export function useUnsent(kinds: readonly MutationKind[]): UnsentChange | null | undefined {
  // Joined, the kinds make a dependency that stays equal across renders.
  const key = kinds.join(',');
  return useLiveQuery(
    async () => {
      const wanted = new Set(key.split(','));
      const entries = await localDb()
        .outbox.orderBy('seq')
        .filter((e) => wanted.has(e.mutation.kind))
        .toArray();
      const failed = entries.find((e) => e.status === 'failed');
      const shown = failed ?? entries.at(-1);
      if (!shown) return null;
      return { status: failed ? 'failed' : 'pending', clientId: shown.client_id, error: shown.error ?? undefined } satisfies UnsentChange;
    },
    [key],
  );
}
