// The visitor's cookie choice, kept on the device (docs/product.md 9: allow_all or allow_essentials, allow_essentials until chosen), and the one gate of anything non-essential.
import { COOKIE_CHOICES, DEFAULT_COOKIE_CHOICE, type CookieChoice } from '../../schema/constants';
import { storedText } from '../lib/browser-storage';

/** The choice itself is essential storage: it is what keeps everything else from being stored. */
export const cookieChoiceStore = storedText('local', 'community.cookieChoice');

/**
 * What a piece of device storage (or a call that would send something about the visitor) is for; docs/product.md 9,
 * "Cookies and device storage", says which is which.
 */
export type StoragePurpose = 'essential' | 'non-essential';

/** A stored value that is one of the choices, else null (nothing chosen yet, or something unreadable). */
export function parseCookieChoice(raw: string | null): CookieChoice | null {
  return (COOKIE_CHOICES as readonly (string | null)[]).includes(raw) ? (raw as CookieChoice) : null;
}

/** The choice in force: the visitor's, or allow_essentials until they make one. */
export function cookieChoice(): CookieChoice {
  return parseCookieChoice(cookieChoiceStore.get()) ?? DEFAULT_COOKIE_CHOICE;
}

/**
 * The one gate: essential storage always passes, anything non-essential only once the visitor chose allow_all.
 * Every future analytics, profiling or attribution store or call asks here first.
 */
export function mayStore(purpose: StoragePurpose): boolean {
  return purpose === 'essential' || cookieChoice() === 'allow_all';
}
