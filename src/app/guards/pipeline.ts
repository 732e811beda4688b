// The route guards of docs/product.md 4 in their order; the first that answers a redirect wins.
import type { Guard, GuardContext, GuardRedirect } from './guard-types';
import { targetPath } from './guard-types';
import { onboardingGuard } from './onboarding';
import { paymentReturnGuard } from './payment-return';
import { postLoginRedirectGuard } from './post-login-redirect';
import { premiumPaywallGuard } from './premium-paywall';
import { pushNotificationIdGuard } from './push-notification-id';
import { signedInAuthScreensGuard } from './signed-in-auth-screens';
import { signedOutGuard } from './signed-out';
import { walkthroughGuard } from './walkthrough';
import { webviewNavigationGuard } from './webview-navigation';

/** Ordered as in docs/product.md 4, guard 1 to guard 9. */
export const guards: readonly Guard[] = Object.freeze([
  webviewNavigationGuard,
  paymentReturnGuard,
  pushNotificationIdGuard,
  signedInAuthScreensGuard,
  premiumPaywallGuard,
  onboardingGuard,
  walkthroughGuard,
  postLoginRedirectGuard,
  signedOutGuard,
]);

/**
 * Runs the pipeline. A redirect to the very location being opened is not a navigation: its
 * effects (such as forgetting a used redirect) are kept and the next guard decides, unless the
 * answer says `stop`.
 */
export function runGuards(ctx: GuardContext, pipeline: readonly Guard[] = guards): GuardRedirect | null {
  const here = targetPath(ctx.target);
  let carried: Omit<GuardRedirect, 'to' | 'stop'> = {};
  let current = ctx;
  for (const guard of pipeline) {
    const answer = guard(current);
    if (!answer) continue;
    const { to, stop, ...effects } = answer;
    carried = { ...carried, ...effects };
    if (to !== here) return { to, ...carried };
    if (stop) break;
    if (effects.clearStoredRedirect) current = { ...current, storedRedirect: null };
  }
  return Object.keys(carried).length > 0 ? { to: here, ...carried } : null;
}
