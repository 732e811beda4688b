// The route guards of spec 4 in their order; the first that answers a redirect wins.
import type { Guard, GuardContext, GuardRedirect } from './guard-types';
import { targetPath } from './guard-types';
import { signedInAuthScreensGuard } from './signed-in-auth-screens';
import { postLoginRedirectGuard } from './post-login-redirect';
import { signedOutGuard } from './signed-out';

/**
 * Ordered as in the spec. Guards 1 (webview), 2 (subscription query), 3 (push id query),
 * 5 (premium paywall), 6 (onboarding) and 7 (walkthrough) take their places with the accounts work.
 */
export const guards: readonly Guard[] = Object.freeze([signedInAuthScreensGuard, postLoginRedirectGuard, signedOutGuard]);

/**
 * Runs the pipeline. A redirect to the very location being opened is not a navigation: its
 * effects (such as forgetting a used redirect) are kept and the next guard decides.
 */
export function runGuards(ctx: GuardContext, pipeline: readonly Guard[] = guards): GuardRedirect | null {
  const here = targetPath(ctx.target);
  let carried: Omit<GuardRedirect, 'to'> = {};
  let current = ctx;
  for (const guard of pipeline) {
    const answer = guard(current);
    if (!answer) continue;
    const { to, ...effects } = answer;
    carried = { ...carried, ...effects };
    if (to !== here) return { to, ...carried };
    if (effects.clearStoredRedirect) current = { ...current, storedRedirect: null };
  }
  return Object.keys(carried).length > 0 ? { to: here, ...carried } : null;
}
