// The engine's change notices: Dexie in the worker posts the keys of each committed write on its channel, and the page listens.
import type { Changes } from './reads';

/** Dexie's channel (dexie.mjs, STORAGE_MUTATED_DOM_EVENT_NAME): every Dexie of the origin posts its commits there, clears too. */
const DEXIE_CHANNEL = 'x-storagemutated-1';

const listeners = new Set<(changes: Changes) => void>();
let channel: BroadcastChannel | null = null;

const emit = (changes: Changes) => {
  for (const l of [...listeners]) l(changes);
};

function listen(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(DEXIE_CHANNEL);
  channel.onmessage = (e: MessageEvent<Changes | null>) => e.data && emit(e.data);
  // Node (tests): an open channel must not keep the process alive.
  (channel as { unref?: () => void }).unref?.();
}

if (typeof addEventListener === 'function') {
  // As Dexie: the channel closes while the page sits in the back-forward cache, and every query reads again on its return.
  addEventListener('pagehide', (e) => {
    if (!(e as PageTransitionEvent).persisted) return;
    channel?.close();
    channel = null;
  });
  addEventListener('pageshow', (e) => {
    if (!(e as PageTransitionEvent).persisted || listeners.size === 0) return;
    listen();
    emit({ all: {} });
  });
}

export function onChanges(listener: (changes: Changes) => void): () => void {
  listen();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
