// Builders for paid plans' component tests: prices, plans, the paywall's mirror row, subscription purchases.
import type { LocalPaywall } from '../../../schema/payments/mirror';
import type { Plan, WebSubscription, WebSubscriptionPurchase } from '../../../schema/payments/wire';
import type { IntervalPeriod } from '../../../schema/payments/payment-rules';
import { mirrorWriter } from './component-world';

export function price(id: number, cents: number, interval_period: IntervalPeriod = 'month', currency = 'eur', subunit = 100): WebSubscription {
  return { id, interval_period, price_in_cents: cents, currency, currency_subunit_to_unit: subunit };
}

export function plan(name: string, title: string, prices: WebSubscription[], over: Partial<Plan> = {}): Plan {
  return { name, title, icon_url: null, description: null, web_subscriptions: prices, ...over };
}

export async function seedPaywall(plans: Plan[], over: Partial<LocalPaywall> = {}): Promise<void> {
  await mirrorWriter().paywall.put({
    id: 'paywall',
    plans,
    products: [],
    paywall_description: null,
    provider: 'local',
    fetched_at: '2026-11-28T00:00:00.000Z',
    ...over,
  });
}

export function purchase(over: Partial<WebSubscriptionPurchase> = {}): WebSubscriptionPurchase {
  return {
    id: 41,
    web_subscription: price(1, 499),
    plan_name: 'fan',
    plan_title: 'Fan',
    status: 'active',
    started_at: '2026-11-01T10:00:00.000Z',
    current_period_end: '2026-12-01T10:00:00.000Z',
    cancelled_at: null,
    grace_ends_at: null,
    ended_at: null,
    pending_web_subscription: null,
    ...over,
  };
}

/** Sets the browser's online flag for the next render (and back with `true`). */
export function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
