// The moment for the push offer (src/lib/push-prompt.ts): the member's first post, comment or chat message of this visit, and the composer it came from.
import { useSyncExternalStore } from 'react';

export type PushMomentPlace = 'post' | 'comment' | 'message';

export interface PushMoment {
  place: PushMomentPlace;
  /** which composer: the wall's key, the post's uid, the chat's key */
  key: string;
}

let moment: PushMoment | null = null;
const listeners = new Set<() => void>();

/** A member's own write went into the outbox: the first of the visit is the offer's one moment (later ones change nothing). */
export function notePushMoment(place: PushMomentPlace, key: string): void {
  if (moment) return;
  moment = { place, key };
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePushMoment(): PushMoment | null {
  return useSyncExternalStore(subscribe, () => moment);
}
