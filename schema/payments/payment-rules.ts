// Paid plans' rules without zod, for the page too: billing intervals, the paywall's plan filter and common period, the words of a refusal.

/** How often a web subscription renews (docs/product.md 3 "Paywall data": interval_period). */
export const intervalPeriods = ['day', 'week', 'month', 'year'] as const;
export type IntervalPeriod = (typeof intervalPeriods)[number];

/** A host's default grace after a failed renewal: access goes on this many days, then ends. */
export const DEFAULT_GRACE_DAYS = 7;

/** The plan filter and common billing period of docs/product.md 4, on any plan shape that lists its web subscriptions. */
export function filterPaywallPlans<P extends { web_subscriptions: readonly { interval_period: IntervalPeriod }[] }>(
  plans: readonly P[],
): { plans: P[]; commonPeriod: IntervalPeriod | null } {
  const sold = plans.filter((p) => p.web_subscriptions.length > 0);
  const intervals = new Set(sold.flatMap((p) => p.web_subscriptions.map((s) => s.interval_period)));
  if (intervals.size === 1) return { plans: sold, commonPeriod: [...intervals][0]! };
  const both = sold.filter((p) => {
    const own = new Set(p.web_subscriptions.map((s) => s.interval_period));
    return own.has('month') && own.has('year');
  });
  return { plans: both, commonPeriod: null };
}

/** A path inside the app the provider may send the member back to: one leading slash, never another origin. */
export const isAppPath = (path: string): boolean => /^\/(?![/\\])[^\s]*$/.test(path) && path.length <= 500;

/** The capability's own refusals (docs/architecture.md "Recipe: add a capability"). */
export const paymentMessages = {
  planNotFound: 'This plan is not on sale',
  productNotFound: 'This product is not on sale',
  alreadyHeld: 'You already have this plan',
  productAlreadyOwned: 'You already own this',
  purchaseNotFound: 'This subscription does not exist',
  notChangeable: 'This subscription can no longer be changed',
  samePlan: 'This is already your plan',
  prorationExpired: 'The price has changed since the preview. Please look at it again',
  notCancelled: 'This subscription is not cancelled',
  badPath: 'The return address must be a path in this app',
  checkoutNotFound: 'This checkout does not exist or has ended',
  signatureInvalid: 'The event signature is not valid',
  badCurrency: 'A currency is three letters',
  subscriptionsOff: 'Plans are not sold in this community',
  badPlanName: 'A plan name is lower-case letters, digits, dashes or underscores',
  badPlanTitle: 'A plan needs a title',
  planNameTaken: 'A plan with this name already exists',
  productNotPriced: 'A price needs both an amount and a currency',
  memberNotFound: 'This member does not exist',
  /** The device's own: paying, cancelling or changing a plan is never queued (docs/product.md 9's offline rules). */
  needsNetwork: 'Paying or changing a plan needs the network. Connect and try again',
} as const;
