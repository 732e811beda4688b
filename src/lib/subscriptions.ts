// Owned plans of docs/product.md 4: the owned web subscription, active-cancelled and past-due states, the plan's interval.
import type { UserData } from '../../schema/session';

type WebSubscription = UserData['owned_web_subscriptions'][number];

const MONTHS_FOR_A_YEAR = 11;

/** Cancelled, but paid up to a period end still in the future. */
export function isActiveCancelled(s: WebSubscription, now: number): boolean {
  return s.cancelled_at !== null && s.current_period_end !== null && Date.parse(s.current_period_end) > now;
}

/** Not cancelled, yet its period has ended without renewal. */
export function isPastDue(s: WebSubscription, now: number): boolean {
  return s.cancelled_at === null && s.current_period_end !== null && Date.parse(s.current_period_end) < now;
}

/** The first subscription without ended_at, else an active cancelled one. */
export function ownedWebSubscription(list: readonly WebSubscription[], now: number): WebSubscription | null {
  return list.find((s) => s.ended_at === null) ?? list.find((s) => isActiveCancelled(s, now)) ?? null;
}

/** Month when the span from start to expiry is under 11 months, else year. */
export function ownedPlanInterval(startedAt: string, expiresAt: string): 'month' | 'year' {
  const start = new Date(startedAt);
  const end = new Date(expiresAt);
  const months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + (end.getUTCMonth() - start.getUTCMonth());
  const partial = end.getUTCDate() < start.getUTCDate() ? -1 : 0;
  return months + partial < MONTHS_FOR_A_YEAR ? 'month' : 'year';
}

/** An owned paywall plan: a web subscription as above, or a store subscription that has not expired. */
export function hasOwnedPlan(userData: UserData | null, now: number): boolean {
  if (!userData) return false;
  if (ownedWebSubscription(userData.owned_web_subscriptions, now)) return true;
  return userData.owned_subscriptions.some((s) => Date.parse(s.expires_at) > now);
}
