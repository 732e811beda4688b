// The detours a signed-in member may owe before the app opens (paywall, onboarding, walkthrough) and who is spared.
import { hasOwnedPlan } from '../../lib/subscriptions';
import { routeNamesWhere, type RouteName } from '../links';
import type { GuardContext, GuardRedirect } from './guard-types';
import { targetPath } from './guard-types';

/**
 * Where guard 5 never sends the member away from: the paywall and account upkeep (docs/product.md 4), and the errands
 * reached from a mail or the admin console. Every later guard also spares the earlier guards' targets;
 * otherwise two detours would bounce the member between them.
 */
export const paywallExempt = routeNamesWhere((entry) => entry.access === 'upkeep' || entry.errand === true);
export const onboardingExempt: readonly RouteName[] = Object.freeze([...paywallExempt, 'profileEdit']);
export const walkthroughExempt: readonly RouteName[] = Object.freeze([...paywallExempt, 'walkthrough']);

export function exempt(list: readonly RouteName[], ctx: GuardContext): boolean {
  return ctx.target.name !== null && list.includes(ctx.target.name);
}

/** Guard 5's condition: a premium community and no owned plan (not while a payment just made is being confirmed: the gate waits instead). */
export function paywallDue(ctx: GuardContext): boolean {
  return ctx.signedIn && ctx.configuration?.premium === true && !ctx.confirmingPurchase && !hasOwnedPlan(ctx.userData, ctx.now);
}

/** Guard 6's condition; console preview counts onboarding as completed. */
export function onboardingDue(ctx: GuardContext): boolean {
  return ctx.signedIn && !ctx.consolePreview && ctx.userData?.user.onboarding_completed === false;
}

/** Guard 7's condition; it waits for onboarding, which comes first. */
export function walkthroughDue(ctx: GuardContext): boolean {
  return (
    ctx.signedIn &&
    !ctx.consolePreview &&
    ctx.configuration?.walkthrough.enabled === true &&
    ctx.userData?.walkthrough_completed === false &&
    !ctx.walkthroughSkipped &&
    !onboardingDue(ctx)
  );
}

export function anyDetourDue(ctx: GuardContext): boolean {
  return paywallDue(ctx) || onboardingDue(ctx) || walkthroughDue(ctx);
}

/** Detour screens themselves are no destination: finishing one detour must not lead back into it. */
const notRemembered: readonly RouteName[] = ['root', 'profileEdit', 'walkthrough', 'paywall'];

/**
 * A detour that brings the member back afterwards (guard 8 follows the stored target once the detours are done).
 * A target stored earlier, e.g. a deep link kept through login, wins; root is where every detour ends anyway.
 */
export function detourTo(to: string, ctx: GuardContext): GuardRedirect {
  const here = targetPath(ctx.target);
  if (ctx.storedRedirect || (ctx.target.name && notRemembered.includes(ctx.target.name))) return { to };
  return { to, storeRedirect: here };
}

