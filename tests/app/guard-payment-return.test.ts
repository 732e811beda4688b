// Guard 2 of docs/product.md 4: subscription_success and subscription_cancelled in the query after the payment provider.
import { describe, expect, it } from 'vitest';
import { paymentReturnGuard } from '../../src/app/guards/payment-return';
import { runGuards } from '../../src/app/guards/pipeline';
import { configuration, ctx, member } from './helpers/guard-context';

describe('guard 2: back from the payment provider', () => {
  it('success: flags it and takes the parameter out, keeping the rest of the address', () => {
    expect(paymentReturnGuard(ctx('/paywall?subscription_success=true&plan=gold#top', member()))).toEqual({
      to: '/paywall?plan=gold#top',
      paymentReturn: 'success',
    });
  });

  it('cancelled: records it and removes the parameter', () => {
    expect(paymentReturnGuard(ctx('/groups/welcome?subscription_cancelled=true', member()))).toEqual({
      to: '/groups/welcome',
      paymentReturn: 'cancelled',
    });
  });

  it('ignores other values', () => {
    expect(paymentReturnGuard(ctx('/paywall?subscription_success=false', member()))).toBeNull();
    expect(paymentReturnGuard(ctx('/paywall', member()))).toBeNull();
  });

  it('signed out, the parameter waits in the stored target for after login', () => {
    expect(paymentReturnGuard(ctx('/groups/a?subscription_success=true'))).toBeNull();
    expect(runGuards(ctx('/groups/a?subscription_success=true'))).toEqual({
      to: '/login',
      storeRedirect: '/groups/a?subscription_success=true',
    });
  });

  it('runs before the later guards, whose effects wait for the next pass', () => {
    expect(runGuards(ctx('/login?subscription_cancelled=true', member()))).toEqual({ to: '/login', paymentReturn: 'cancelled' });
  });

  it('while a payment just made is confirmed, the paywall is not due: the gate waits on the confirming screen instead', () => {
    const premium = member({ configuration: configuration({ premium: true }) });
    expect(runGuards(ctx('/posts/12', premium))).toMatchObject({ to: '/paywall' });
    expect(runGuards(ctx('/posts/12', { ...premium, confirmingPurchase: true }))).toBeNull();
  });
});
