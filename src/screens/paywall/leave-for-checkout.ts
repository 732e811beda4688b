// Leaving for the payment page: with Stripe and a publishable key, Stripe.js loads first (only on this path, never in the entry), then the checkout's address.
import type { Configuration } from '../../../schema/configuration';

/** The configuration's publishable key when the server sends one (docs/product.md 3); null otherwise. */
export function stripePublishableKey(configuration: Configuration | null): string | null {
  const key = (configuration as { stripe_publishable_key?: unknown } | null)?.stripe_publishable_key;
  return typeof key === 'string' && key.length > 0 ? key : null;
}

/** How long Stripe.js may take before the member goes on without it. */
const STRIPE_JS_WAIT_MS = 3_000;

/**
 * Stripe.js (v10, "endive") has no redirectToCheckout any more: a Checkout Session is opened at its `url`. Stripe asks
 * for Stripe.js on the pages that lead to a payment (its fraud signals), so it loads before leaving, never holding the
 * member longer than a few seconds, and a failure to load it only skips it.
 */
export async function leaveForCheckout(url: string, stripeKey: string | null, go: (url: string) => void = (u) => window.location.assign(u)): Promise<void> {
  if (stripeKey) {
    const loaded = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(stripeKey)).catch(() => null);
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, STRIPE_JS_WAIT_MS))]);
  }
  go(url);
}
