// The route registry of docs/product.md 2.1: every name with all its facts, the lists derived from it, href building, unknown names and immutability.
import { describe, expect, it } from 'vitest';
import { paywallExempt } from '../../src/app/guards/detours';
import { capabilityRouteNames, href, keepScrollRouteNames, matchRoute, publicRouteNames, routeNames, routes, signedOutOnlyRouteNames } from '../../src/app/links';
import { routeEntries, routeRegistry } from '../../src/app/routes';

const specNames = [
  'console-preview', 'loginSso', 'loginPassword', 'login', 'loginCode', 'signup', 'forgotPassword',
  'post', 'comment', 'changePassword', 'emailConfirmation', 'resendEmailConfirmation',
  'root', 'groupsRequests', 'groups', 'hashtags', 'paywall', 'profileEdit', 'profileSettings',
  'emailSettings', 'livestreamingSettings', 'cookiesSettings', 'pushNotificationsSettings',
  'notificationsCentreSettings', 'deleteAccount', 'profile', 'profileBadge', 'search', 'folder',
  'article', 'inbox', 'messages', 'rtmp', 'broadcast', 'live', 'scheduledPosts',
  'memberDirectory', 'thirdPartySoftware', 'walkthrough', 'course', 'lesson', 'courses',
  'blockedMembers', 'styleGuide', 'lessonMediumEmbed', 'activities',
];

/** The product rules' own routes: a capability's (schema/contracts.ts) are checked by its own tests. */
const core = (names: readonly string[]): string[] => names.filter((name) => !capabilityRouteNames.includes(name));

describe('route table', () => {
  it('holds every route name of the product rules, and nothing else', () => {
    expect(core(routeNames).sort()).toEqual([...specNames].sort());
  });

  it('uses the paths of docs/product.md 2.1', () => {
    expect(routes.login).toBe('/login/:referralCode?');
    expect(routes.groups).toBe('/groups/:groupId?/:sort?');
    expect(routes.groupsRequests).toBe('/groups/:groupId?/requests');
    expect(routes.deleteAccount).toBe('/profile/settings/delete-account');
    expect(routes.lesson).toBe('/courses/:courseId/lessons/:lessonId');
  });

  it('throws "Routes are immutable!" on any change, to the paths or to the registry', () => {
    const table = routes as Record<string, string>;
    expect(() => {
      table.login = '/elsewhere';
    }).toThrow('Routes are immutable!');
    expect(() => {
      table.brandNew = '/new';
    }).toThrow('Routes are immutable!');
    expect(() => {
      delete table.login;
    }).toThrow('Routes are immutable!');
    expect(() => Object.defineProperty(table, 'login', { value: '/x' })).toThrow('Routes are immutable!');
    expect(routes.login).toBe('/login/:referralCode?');

    const registry = routeRegistry as unknown as Record<string, unknown>;
    expect(() => {
      (routeRegistry.login as unknown as Record<string, unknown>).access = 'member';
    }).toThrow('Routes are immutable!');
    expect(() => {
      registry.brandNew = { path: '/new' };
    }).toThrow('Routes are immutable!');
    expect(() => {
      delete registry.groups;
    }).toThrow('Routes are immutable!');
    expect(routeRegistry.login.access).toBe('signedOut');
  });
});

describe('href', () => {
  it('fills parameters and leaves out optional ones', () => {
    expect(href('root')).toBe('/');
    expect(href('groups')).toBe('/groups');
    expect(href('groups', { groupId: 'welcome' })).toBe('/groups/welcome');
    expect(href('groups', { groupId: 'welcome', sort: 'hot' })).toBe('/groups/welcome/hot');
    expect(href('groupsRequests')).toBe('/groups/requests');
    expect(href('groupsRequests', { groupId: 'fans' })).toBe('/groups/fans/requests');
    expect(href('post', { postId: 42 })).toBe('/posts/42');
    expect(href('comment', { postId: 42, commentId: 7 })).toBe('/posts/42/comments/7');
    expect(href('login', { referralCode: null })).toBe('/login');
    expect(href('folder', { folderId: 3 })).toBe('/folders/3');
  });

  it('encodes parameter values', () => {
    expect(href('hashtags', { hashtagId: 'a b/c' })).toBe('/hashtag/a%20b%2Fc');
  });

  it('throws "Route {name} is invalid!" for an unknown name', () => {
    expect(() => href('nowhere')).toThrow('Route nowhere is invalid!');
    expect(() => href('toString')).toThrow('Route toString is invalid!');
  });
});

describe('matchRoute', () => {
  it.each([
    ['/', 'root'],
    ['/login', 'login'],
    ['/login/REF123', 'login'],
    ['/login/password', 'loginPassword'],
    ['/login/callback', 'loginSso'],
    ['/groups', 'groups'],
    ['/groups/welcome', 'groups'],
    ['/groups/welcome/requests', 'groupsRequests'],
    // The admin's requests of every group they run: the link the groups screen gives (href without a group).
    ['/groups/requests', 'groupsRequests'],
    ['/posts/5', 'post'],
    ['/posts/5/comments/9', 'comment'],
    ['/profile/edit', 'profileEdit'],
    ['/profile/12', 'profile'],
    ['/profile/settings/emails', 'emailSettings'],
    ['/courses/12', 'course'],
    ['/courses/completed', 'courses'],
    ['/live/rtmp/fans', 'rtmp'],
    ['/style-guide', 'styleGuide'],
  ])('%s is %s', (path, name) => {
    expect(matchRoute(path)?.name).toBe(name);
  });

  it('gives parameters', () => {
    expect(matchRoute('/groups/welcome')?.params.groupId).toBe('welcome');
  });

  it('knows no route for other paths (the not-found screen)', () => {
    expect(matchRoute('/nope/nothing/here')).toBeNull();
    expect(matchRoute('/profile/someone')).toBeNull();
  });
});

describe('registry entries', () => {
  it.each(routeEntries.map((entry) => [entry.name, entry]))('%s holds every fact', (name, entry) => {
    expect(entry.name).toBe(name);
    expect(routeRegistry[entry.name]).toBe(entry);
    expect(entry.path).toMatch(/^\//);
    expect(routes[entry.name]).toBe(entry.path);
    expect(entry.screen === null || ['function', 'object'].includes(typeof entry.screen)).toBe(true);
    expect(['public', 'signedOut', 'member', 'upkeep']).toContain(entry.access);
    expect(['top', 'keep']).toContain(entry.scroll);
    if (entry.numericParam) expect(entry.path).toContain(`:${entry.numericParam}`);
  });

  it('gives a screen to the routes the app has screens for; the others fall to the not-found screen', () => {
    const withScreen = routeEntries.filter((entry) => entry.screen !== null).map((entry) => entry.name);
    expect(core(withScreen).sort()).toEqual(
      [
        'root', 'console-preview', 'loginSso', 'loginPassword', 'login', 'loginCode', 'signup', 'forgotPassword',
        'changePassword', 'emailConfirmation', 'resendEmailConfirmation', 'groups', 'groupsRequests', 'search', 'hashtags', 'post', 'comment', 'paywall',
        'profileEdit', 'profileSettings', 'emailSettings', 'deleteAccount', 'walkthrough', 'scheduledPosts', 'folder', 'article',
        'profile', 'profileBadge', 'memberDirectory', 'blockedMembers', 'courses', 'course', 'lesson', 'inbox', 'messages',
        'activities', 'notificationsCentreSettings', 'pushNotificationsSettings', 'cookiesSettings', 'thirdPartySoftware', 'lessonMediumEmbed', 'styleGuide',
      ].sort(),
    );
    expect(routeRegistry.comment.screen).toBe(routeRegistry.post.screen);
    // Only the embed stands alone, without the bars (src/app/Layout.tsx).
    expect(routeEntries.filter((entry) => entry.bare).map((entry) => entry.name)).toEqual(['lessonMediumEmbed']);
    expect(routeRegistry.inbox.screen).toBe(routeRegistry.messages.screen);
  });
});

describe('derived lists', () => {
  it('keep scroll on the screens docs/product.md 2.1 marks', () => {
    expect(core(keepScrollRouteNames).sort()).toEqual(['course', 'groups', 'memberDirectory', 'profile', 'search']);
  });

  it("are guard 9's public screens: signup, the login variants, forgot password, the email and password errands, post and comment, style guide, console preview", () => {
    expect(core(publicRouteNames).sort()).toEqual(
      [
        'signup', 'login', 'loginPassword', 'loginCode', 'loginSso', 'forgotPassword', 'emailConfirmation',
        'resendEmailConfirmation', 'changePassword', 'post', 'comment', 'styleGuide', 'console-preview',
      ].sort(),
    );
  });

  it("are guard 4's screens a signed-in member leaves: login, password login, signup and forgot password", () => {
    expect(core(signedOutOnlyRouteNames).sort()).toEqual(['forgotPassword', 'login', 'loginPassword', 'signup']);
  });

  it("spare from guard 5's paywall the paywall, delete account, profile settings, membership and billing, and the errands from mail or console", () => {
    expect(core(routeNamesWithAccess('upkeep'))).toEqual(['deleteAccount', 'paywall', 'profileSettings']);
    expect([...paywallExempt].sort()).toEqual(
      ['billing', 'changePassword', 'console-preview', 'deleteAccount', 'emailConfirmation', 'membership', 'paywall', 'profileSettings', 'resendEmailConfirmation'].sort(),
    );
  });
});

function routeNamesWithAccess(access: string): string[] {
  return routeEntries
    .filter((entry) => entry.access === access)
    .map((entry) => entry.name)
    .sort();
}
