// Guard 6 of docs/product.md 4: a signed-in member who has not completed onboarding goes to profile edit, the target kept.
import { href } from '../links';
import { detourTo, exempt, onboardingDue, onboardingExempt } from './detours';
import type { Guard } from './guard-types';

export const onboardingGuard: Guard = (ctx) =>
  onboardingDue(ctx) && !exempt(onboardingExempt, ctx) ? detourTo(href('profileEdit'), ctx) : null;
