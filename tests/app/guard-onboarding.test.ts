// Guard 6 of docs/product.md 4: signed in without completed onboarding goes to profile edit, remembering the target.
import { describe, expect, it } from 'vitest';
import { onboardingGuard } from '../../src/app/guards/onboarding';
import { ctx, member, userData } from './helpers/guard-context';

const newcomer = userData({}, { onboarding_completed: false });

describe('guard 6: onboarding', () => {
  it('goes to profile edit and remembers where the member was going', () => {
    expect(onboardingGuard(ctx('/groups/welcome#c', member({ userData: newcomer })))).toEqual({
      to: '/profile/edit',
      storeRedirect: '/groups/welcome#c',
    });
  });

  it('keeps a target stored earlier (a deep link through login) and does not remember root', () => {
    expect(onboardingGuard(ctx('/', member({ userData: newcomer, storedRedirect: '/posts/1' })))).toEqual({ to: '/profile/edit' });
    expect(onboardingGuard(ctx('/', member({ userData: newcomer })))).toEqual({ to: '/profile/edit' });
  });

  it.each(['/profile/edit', '/paywall', '/profile/settings', '/profile/settings/delete-account', '/email-confirmation/t', '/console-preview'])(
    'lets %s through',
    (path) => {
      expect(onboardingGuard(ctx(path, member({ userData: newcomer })))).toBeNull();
    },
  );

  it('does nothing once onboarding is completed, in console preview, or signed out', () => {
    expect(onboardingGuard(ctx('/groups', member()))).toBeNull();
    expect(onboardingGuard(ctx('/groups', member({ userData: newcomer, consolePreview: true })))).toBeNull();
    expect(onboardingGuard(ctx('/groups'))).toBeNull();
  });
});
