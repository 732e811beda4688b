// Guard 7 of docs/product.md 4: walkthrough enabled, not completed and not skipped sends the member to the walkthrough.
import { describe, expect, it } from 'vitest';
import { walkthroughGuard } from '../../src/app/guards/walkthrough';
import { configuration, ctx, member, userData } from './helpers/guard-context';

const fresh = userData({ walkthrough_completed: false });

describe('guard 7: walkthrough', () => {
  it('goes to the walkthrough and remembers the target', () => {
    expect(walkthroughGuard(ctx('/posts/5', member({ userData: fresh })))).toEqual({ to: '/walkthrough', storeRedirect: '/posts/5' });
    expect(walkthroughGuard(ctx('/', member({ userData: fresh })))).toEqual({ to: '/walkthrough' });
  });

  it('lets the walkthrough itself and the account upkeep screens through', () => {
    for (const path of ['/walkthrough', '/walkthrough/3', '/paywall', '/profile/settings', '/profile/settings/delete-account']) {
      expect(walkthroughGuard(ctx(path, member({ userData: fresh })))).toBeNull();
    }
  });

  it('waits for onboarding, which comes first', () => {
    const newcomer = userData({ walkthrough_completed: false }, { onboarding_completed: false });
    expect(walkthroughGuard(ctx('/profile/edit', member({ userData: newcomer })))).toBeNull();
  });

  it('does nothing when disabled, completed, skipped, in console preview or signed out', () => {
    expect(walkthroughGuard(ctx('/groups', member({ userData: fresh, configuration: configuration({ walkthrough: { enabled: false } }) })))).toBeNull();
    expect(walkthroughGuard(ctx('/groups', member()))).toBeNull();
    expect(walkthroughGuard(ctx('/groups', member({ userData: fresh, walkthroughSkipped: true })))).toBeNull();
    expect(walkthroughGuard(ctx('/groups', member({ userData: fresh, consolePreview: true })))).toBeNull();
    expect(walkthroughGuard(ctx('/groups'))).toBeNull();
  });
});

describe('guard 7 after onboarding on profile edit', () => {
  it('does not remember profile edit as the place to come back to', () => {
    expect(walkthroughGuard(ctx('/profile/edit', member({ userData: fresh })))).toEqual({ to: '/walkthrough' });
  });
});
