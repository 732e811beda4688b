// The walkthrough skip (guard 7): kept on the device per member, so it holds at once, offline too.
import { storedText, type StoredText } from '../lib/browser-storage';

const stores = new Map<number, StoredText>();

export function walkthroughSkipStore(userId: number): StoredText {
  let store = stores.get(userId);
  if (!store) {
    store = storedText('local', `community.walkthroughSkipped.${userId}`);
    stores.set(userId, store);
  }
  return store;
}

export function skipWalkthrough(userId: number): void {
  walkthroughSkipStore(userId).set(new Date().toISOString());
}
