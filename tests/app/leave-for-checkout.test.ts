// Leaving for the payment page: the checkout's address at once without Stripe; with Stripe's publishable key, Stripe.js is loaded first (only here), and never holds the member when it cannot load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveForCheckout, stripePublishableKey } from '../../src/screens/paywall/leave-for-checkout';
import { configuration } from './helpers/guard-context';

const loadStripe = vi.fn(async (_key: string) => ({}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));

afterEach(() => loadStripe.mockReset());

describe('leaveForCheckout', () => {
  it('the local provider: straight to its page, Stripe.js never loaded', async () => {
    const go = vi.fn();
    await leaveForCheckout('/pay/checkout/abc', null, go);
    expect(go).toHaveBeenCalledWith('/pay/checkout/abc');
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('Stripe with a publishable key: Stripe.js loads with it, then the Checkout session address', async () => {
    const go = vi.fn();
    await leaveForCheckout('https://checkout.example/c/pay/cs_1', 'pk_test_123', go);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(go).toHaveBeenCalledWith('https://checkout.example/c/pay/cs_1');
  });

  it('Stripe.js failing to load only skips it', async () => {
    loadStripe.mockRejectedValueOnce(new Error('blocked'));
    const go = vi.fn();
    await leaveForCheckout('https://checkout.example/c/pay/cs_2', 'pk_test_123', go);
    expect(go).toHaveBeenCalledWith('https://checkout.example/c/pay/cs_2');
  });
});

describe('stripePublishableKey', () => {
  it('reads the key the configuration carries, null when absent or empty', () => {
    expect(stripePublishableKey({ ...configuration(), stripe_publishable_key: 'pk_live_x' } as never)).toBe('pk_live_x');
    expect(stripePublishableKey({ ...configuration(), stripe_publishable_key: '' } as never)).toBeNull();
    expect(stripePublishableKey(configuration())).toBeNull();
    expect(stripePublishableKey(null)).toBeNull();
  });
});
