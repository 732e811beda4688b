// When the app offers push notifications: right after the member's own post, comment or chat message, never on arrival, and less often after each "Not now".

/** What the device says about push: the browser's permission, or 'unsupported' where there is no push at all. */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

export interface PushPromptFacts {
  permission: PushPermission;
  /** This device sent a subscription the server accepted, for this member. */
  registered: boolean;
  /** The member turned push off on this device (the settings screen): nothing happens until they turn it on there. */
  turnedOffHere: boolean;
  /** The member just posted, commented or sent a chat message: the offer comes then, in place, where it makes sense. */
  wrote: boolean;
  /** When the member answered "Not now", oldest first (ISO dates). */
  skips: string[];
  online: boolean;
  now: number;
}

/** Waits after the first, second and third "Not now"; after the last, the app asks no more (the settings screen still can). */
export const PUSH_PROMPT_WAITS_DAYS = [3, 14, 60] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 'ask': show the app's own offer (the browser's question comes only when the member accepts it); 'register': the
 * permission is already given, subscribe quietly; 'none': nothing to do now.
 */
export function pushPromptAction(f: PushPromptFacts): 'ask' | 'register' | 'none' {
  if (f.permission === 'unsupported' || f.permission === 'denied' || f.turnedOffHere) return 'none';
  if (f.permission === 'granted') return f.registered || !f.online ? 'none' : 'register';
  if (!f.online) return 'none';
  // Only right after the member's own write: never on arrival, never over what they came to read.
  if (!f.wrote) return 'none';
  if (f.skips.length >= PUSH_PROMPT_WAITS_DAYS.length) return 'none';
  const last = f.skips.at(-1);
  if (last !== undefined) {
    const wait = PUSH_PROMPT_WAITS_DAYS[f.skips.length - 1]! * DAY_MS;
    if (f.now - Date.parse(last) < wait) return 'none';
  }
  return 'ask';
}
