// What the device remembers for the push offer (docs/product.md 9: prompt skip dates, push flags): each member's "Not now" dates, and whether they turned push off here.
import { readJson, storedText } from '../lib/browser-storage';

const skipStore = (userId: number) => storedText('local', `community.pushPromptSkips.${userId}`);
const isDates = (v: unknown): v is string[] => Array.isArray(v) && v.every((d) => typeof d === 'string');

/** When this member answered "Not now" on this device, oldest first. */
export function pushPromptSkips(userId: number): string[] {
  return readJson(skipStore(userId), isDates) ?? [];
}

export function skipPushPrompt(userId: number, at = new Date()): void {
  skipStore(userId).set(JSON.stringify([...pushPromptSkips(userId), at.toISOString()]));
}

const offStore = (userId: number) => storedText('local', `community.pushTurnedOff.${userId}`);

/** The member turned push off on this device: the app neither registers it again by itself nor offers it. */
export function pushTurnedOffHere(userId: number): boolean {
  return offStore(userId).get() === '1';
}

export function rememberPushTurnedOff(userId: number, off: boolean): void {
  if (off) offStore(userId).set('1');
  else offStore(userId).remove();
}
