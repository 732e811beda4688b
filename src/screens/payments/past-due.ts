// Whether the member's plan is past due (a renewal failed) and when access ends, from user data (docs/product.md 4 "Owned plan").
import type { UserData } from '../../../schema/session';
import { isPastDue } from '../../lib/subscriptions';

export interface PastDue {
  /** When access ends without payment: the grace's end the server set, else the period's end. */
  endsAt: string | null;
}

/** The server's grace end marks a failed renewal; a period over without renewal and not cancelled is past due too. */
export function pastDueOf(userData: UserData | null, now: number): PastDue | null {
  const owned = userData?.owned_web_subscriptions.find((s) => s.ended_at === null && s.cancelled_at === null);
  if (!owned) return null;
  if (!owned.grace_ends_at && !isPastDue(owned, now)) return null;
  return { endsAt: owned.grace_ends_at ?? owned.current_period_end };
}

/** Whole days from now until `iso`, rounded up (0: today or past). */
export function daysUntil(iso: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(iso) - now) / 86_400_000));
}
