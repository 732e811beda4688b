// Guard 5 of docs/product.md 4: a premium community confines a member without an owned plan to the paywall.
import { describe, expect, it } from 'vitest';
import { premiumPaywallGuard } from '../../src/app/guards/premium-paywall';
import { configuration, ctx, member, NOW, userData } from './helpers/guard-context';

const premium = configuration({ premium: true });
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

function web(over: Partial<{ cancelled_at: string | null; current_period_end: string | null; ended_at: string | null }>) {
  return { web_subscription: { id: 1 }, cancelled_at: null, current_period_end: iso(NOW + 10 * day), ended_at: null, ...over };
}

describe('guard 5: premium paywall', () => {
  it.each(['/', '/groups/welcome', '/posts/3', '/profile/edit', '/walkthrough', '/no/such/page'])('%s goes to the paywall', (path) => {
    expect(premiumPaywallGuard(ctx(path, member({ configuration: premium })))).toEqual({ to: '/paywall' });
  });

  it.each(['/paywall', '/paywall/gold', '/profile/settings', '/profile/settings/delete-account'])('%s stays', (path) => {
    expect(premiumPaywallGuard(ctx(path, member({ configuration: premium })))).toBeNull();
  });

  it('lets one-time mail links and the console preview switch through', () => {
    for (const path of ['/email-confirmation/tok', '/change-password?token=t', '/resend-email-confirmation', '/console-preview']) {
      expect(premiumPaywallGuard(ctx(path, member({ configuration: premium })))).toBeNull();
    }
  });

  it('lets members with an owned plan through', () => {
    const owners = [
      userData({ owned_web_subscriptions: [web({})] }),
      userData({ owned_web_subscriptions: [web({ cancelled_at: iso(NOW - day), ended_at: iso(NOW - day) })] }),
      userData({ owned_subscriptions: [{ subscription_name: 'gold', started_at: iso(NOW - day), expires_at: iso(NOW + day) }] }),
    ];
    for (const u of owners) expect(premiumPaywallGuard(ctx('/groups', member({ configuration: premium, userData: u })))).toBeNull();
  });

  it('an ended subscription, or an expired store plan, is no plan', () => {
    const lapsed = [
      userData({ owned_web_subscriptions: [web({ cancelled_at: iso(NOW - 40 * day), current_period_end: iso(NOW - day), ended_at: iso(NOW - day) })] }),
      userData({ owned_subscriptions: [{ subscription_name: 'gold', started_at: iso(NOW - 40 * day), expires_at: iso(NOW - day) }] }),
    ];
    for (const u of lapsed) {
      expect(premiumPaywallGuard(ctx('/groups', member({ configuration: premium, userData: u })))).toEqual({ to: '/paywall' });
    }
  });

  it('does nothing in a free community or when signed out', () => {
    expect(premiumPaywallGuard(ctx('/groups', member()))).toBeNull();
    expect(premiumPaywallGuard(ctx('/login', { configuration: premium }))).toBeNull();
  });
});
