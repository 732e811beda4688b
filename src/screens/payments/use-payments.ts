// Live reads of the payments mirror: the paywall as last read and the member's subscription purchases, at once and offline.
import { useLiveQuery } from '../../hooks/use-live-query';
import { localDb } from '../../data/local-db';
import type { LocalPaywall } from '../../../schema/payments/mirror';
import type { WebSubscriptionPurchase } from '../../../schema/payments/wire';

/** The paywall's one row (id `paywall`, schema/payments/mirror.ts); null before the device ever read it. */
export function usePaywall(): LocalPaywall | null | undefined {
  return useLiveQuery(async () => (await localDb().paywall.get('paywall')) ?? null, []);
}

/** The member's purchases, newest first. */
export function usePurchases(): WebSubscriptionPurchase[] | undefined {
  return useLiveQuery(async () => (await localDb().web_subscription_purchases.toArray()).sort((a, b) => b.started_at.localeCompare(a.started_at)), []);
}

/** The purchase settings speak of: the newest not ended, else none. */
export function currentPurchase(purchases: readonly WebSubscriptionPurchase[]): WebSubscriptionPurchase | null {
  return purchases.find((p) => p.status !== 'ended') ?? null;
}
