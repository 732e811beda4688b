// Loads the pubnub SDK on first use only (a dynamic import: its own chunk, never in an entry bundle).
import type PubNub from 'pubnub';

export type PubNubClass = typeof PubNub;

let loading: Promise<PubNubClass> | null = null;

/** The SDK's class; a failed load (offline before the chunk was cached) is tried again on the next call. */
export function loadPubNub(): Promise<PubNubClass> {
  loading ??= import('pubnub').then(
    // The browser build is UMD: the class is the module's default, or the module itself.
    (mod) => ((mod as { default?: PubNubClass }).default ?? (mod as unknown as PubNubClass)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
