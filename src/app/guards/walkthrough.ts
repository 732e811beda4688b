// Guard 7 of docs/product.md 4: walkthrough enabled, not completed and not skipped: the walkthrough first, the target kept.
import { href } from '../links';
import { detourTo, exempt, walkthroughDue, walkthroughExempt } from './detours';
import type { Guard } from './guard-types';

export const walkthroughGuard: Guard = (ctx) =>
  walkthroughDue(ctx) && !exempt(walkthroughExempt, ctx) ? detourTo(href('walkthrough'), ctx) : null;
