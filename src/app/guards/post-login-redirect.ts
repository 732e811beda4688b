// Guard 8 of docs/product.md 4: a stored post-login redirect is followed once, then forgotten, after the detours are done.
import { anyDetourDue } from './detours';
import type { Guard } from './guard-types';

/** While a paywall, onboarding or walkthrough detour is due the target waits, or the two would bounce. */
export const postLoginRedirectGuard: Guard = (ctx) =>
  ctx.signedIn && ctx.storedRedirect && !anyDetourDue(ctx) ? { to: ctx.storedRedirect, clearStoredRedirect: true } : null;
