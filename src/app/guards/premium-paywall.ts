// Guard 5 of docs/product.md 4: in a premium community, a member without an owned plan sees only the paywall and account upkeep.
import { href } from '../links';
import { exempt, paywallDue, paywallExempt } from './detours';
import type { Guard } from './guard-types';

export const premiumPaywallGuard: Guard = (ctx) =>
  paywallDue(ctx) && !exempt(paywallExempt, ctx) ? { to: href('paywall') } : null;
