// Making the cookie choice: stored on the device, and with essentials only, what non-essential storage there was is forgotten at once.
import type { CookieChoice } from '../../schema/constants';
import { cookieChoiceStore } from './consent';
import { pushNotificationIdStore } from './push-notification-id';
import { trimReferralCodes } from './referral-memory';

/** Everything the app keeps that is not essential (docs/product.md 9, "Cookies and device storage"): a new one adds its forgetting here. */
function forgetNonEssential(): void {
  trimReferralCodes();
  pushNotificationIdStore.remove();
}

export function chooseCookies(choice: CookieChoice): void {
  cookieChoiceStore.set(choice);
  if (choice !== 'allow_all') forgetNonEssential();
}
