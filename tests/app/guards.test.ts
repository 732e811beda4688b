// Route guards of docs/product.md 4 (4, 8 and 9) and the whole pipeline, including deep links through login and the detours.
import { describe, expect, it } from 'vitest';
import { guards, runGuards } from '../../src/app/guards/pipeline';
import { onboardingGuard } from '../../src/app/guards/onboarding';
import { paymentReturnGuard } from '../../src/app/guards/payment-return';
import { premiumPaywallGuard } from '../../src/app/guards/premium-paywall';
import { pushNotificationIdGuard } from '../../src/app/guards/push-notification-id';
import { signedInAuthScreensGuard } from '../../src/app/guards/signed-in-auth-screens';
import { postLoginRedirectGuard } from '../../src/app/guards/post-login-redirect';
import { signedOutGuard } from '../../src/app/guards/signed-out';
import { walkthroughGuard } from '../../src/app/guards/walkthrough';
import { webviewNavigationGuard } from '../../src/app/guards/webview-navigation';
import { memberContentRouteNames, publicRouteNames, routes } from '../../src/app/links';
import { browse, configuration, ctx, member, userData } from './helpers/guard-context';

describe('guard 4: signed in on an auth screen', () => {
  it.each(['/login', '/login/REF', '/login/password', '/signup', '/forgot-password'])('%s goes to root', (path) => {
    expect(signedInAuthScreensGuard(ctx(path, member()))).toEqual({ to: '/' });
  });

  it('lets signed-out visitors and other screens through', () => {
    expect(signedInAuthScreensGuard(ctx('/login'))).toBeNull();
    expect(signedInAuthScreensGuard(ctx('/groups', member()))).toBeNull();
  });
});

describe('guard 8: stored post-login redirect', () => {
  it('is followed once when signed in', () => {
    expect(postLoginRedirectGuard(ctx('/', member({ storedRedirect: '/groups/welcome' })))).toEqual({
      to: '/groups/welcome',
      clearStoredRedirect: true,
    });
  });

  it('waits while signed out', () => {
    expect(postLoginRedirectGuard(ctx('/login', { storedRedirect: '/groups/welcome' }))).toBeNull();
  });

  it('only forgets the redirect when the member is already there', () => {
    expect(runGuards(ctx('/groups/welcome', member({ storedRedirect: '/groups/welcome' })))).toEqual({
      to: '/groups/welcome',
      clearStoredRedirect: true,
    });
  });
});

describe('guard 9: signed out on a member screen', () => {
  it('stores the target, query and hash included, and goes to login', () => {
    expect(signedOutGuard(ctx('/groups/welcome?sort=new#top'))).toEqual({
      to: '/login',
      storeRedirect: '/groups/welcome?sort=new#top',
    });
  });

  it('sends root to login without remembering it', () => {
    expect(signedOutGuard(ctx('/'))).toEqual({ to: '/login' });
  });

  const pathOf = (name: keyof typeof routes) => routes[name].replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
  const openToVisitors = publicRouteNames.filter((n) => !memberContentRouteNames.includes(n));

  it.each(openToVisitors.map((n) => [n]))('lets the public screen %s through', (name) => {
    expect(signedOutGuard(ctx(pathOf(name)))).toBeNull();
  });

  // The server shows posts to members only: a shared link leads through login and back, not to a refusal.
  it.each(memberContentRouteNames.map((n) => [n]))('sends a visitor on the member content %s to login, kept', (name) => {
    expect(signedOutGuard(ctx(pathOf(name)))).toEqual({ to: '/login', storeRedirect: pathOf(name) });
  });

  it('lets the not-found screen through', () => {
    expect(signedOutGuard(ctx('/no/such/page'))).toBeNull();
  });

  it('does nothing when signed in', () => {
    expect(signedOutGuard(ctx('/groups', member()))).toBeNull();
  });
});

describe('pipeline', () => {
  it('runs guards 1 to 9 in the order of docs/product.md 4', () => {
    expect(guards).toEqual([
      webviewNavigationGuard,
      paymentReturnGuard,
      pushNotificationIdGuard,
      signedInAuthScreensGuard,
      premiumPaywallGuard,
      onboardingGuard,
      walkthroughGuard,
      postLoginRedirectGuard,
      signedOutGuard,
    ]);
  });

  it('lets a signed-in member open a member screen', () => {
    expect(runGuards(ctx('/groups/welcome', member()))).toBeNull();
  });

  it('takes a signed-out deep link through login and back there once after sign-in', () => {
    const state = { signedIn: false, stored: null as string | null };
    expect(browse('/groups/welcome', state)).toEqual({ at: '/login', visited: ['/groups/welcome', '/login'] });
    expect(state.stored).toBe('/groups/welcome');

    // Sign-in happens on /login: guard 4 sends to root, guard 8 on to the stored target.
    state.signedIn = true;
    expect(browse('/login', state)).toEqual({ at: '/groups/welcome', visited: ['/login', '/', '/groups/welcome'] });
    expect(state.stored).toBeNull();

    // Once: root no longer redirects to the old target.
    expect(browse('/', state).at).toBe('/');
  });

  it('prefers guard 4 over guard 8 on an auth screen', () => {
    expect(runGuards(ctx('/signup', member({ storedRedirect: '/posts/3' })))).toEqual({ to: '/' });
  });

  it('takes a signed-out visitor from a post link to login, to come back after', () => {
    expect(runGuards(ctx('/posts/3'))).toEqual({ to: '/login', storeRedirect: '/posts/3' });
  });
});

describe('deep links through every detour', () => {
  const newcomer = { userData: userData({ walkthrough_completed: false }, { onboarding_completed: false }) };

  it('keeps a signed-out deep link through login, onboarding and the walkthrough', () => {
    const state = { signedIn: false, stored: null as string | null, extra: newcomer };
    expect(browse('/groups/welcome?sort=new', state).at).toBe('/login');

    state.signedIn = true;
    expect(browse('/login', state)).toEqual({ at: '/profile/edit', visited: ['/login', '/', '/profile/edit'] });
    expect(state.stored).toBe('/groups/welcome?sort=new');

    // Onboarding done on profile edit: the walkthrough comes next, the deep link still waits.
    state.extra = { userData: userData({ walkthrough_completed: false }) };
    expect(browse('/profile/edit', state).at).toBe('/walkthrough');
    expect(state.stored).toBe('/groups/welcome?sort=new');

    state.extra = { userData: userData() };
    expect(browse('/walkthrough', state).at).toBe('/groups/welcome?sort=new');
    expect(state.stored).toBeNull();
  });

  it('remembers a member screen opened before onboarding', () => {
    const state = { signedIn: true, stored: null as string | null, extra: newcomer };
    expect(browse('/posts/4', state).at).toBe('/profile/edit');
    state.extra = { userData: userData() };
    expect(browse('/profile/edit', state).at).toBe('/posts/4');
  });

  it('never bounces between the paywall and the onboarding or walkthrough detours', () => {
    const premium = { configuration: configuration({ premium: true }), ...newcomer };
    const state = { signedIn: true, stored: '/groups/welcome' as string | null, extra: premium };
    expect(browse('/', state).at).toBe('/paywall');
    expect(browse('/profile/settings/delete-account', state).at).toBe('/profile/settings/delete-account');
    expect(state.stored).toBe('/groups/welcome');
  });

  it('a skipped walkthrough is not shown again, and the target is followed', () => {
    const state = {
      signedIn: true,
      stored: '/groups/welcome' as string | null,
      extra: { userData: userData({ walkthrough_completed: false }), walkthroughSkipped: true },
    };
    expect(browse('/walkthrough', state).at).toBe('/groups/welcome');
  });
});
