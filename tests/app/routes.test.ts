// The route table of spec 2.1: every name, href building, unknown names and immutability.
import { describe, expect, it } from 'vitest';
import { href, keepScrollRouteNames, matchRoute, publicRouteNames, routeNames, routes } from '../../src/app/routes';

const specNames = [
  'console-preview', 'loginSso', 'loginPassword', 'login', 'loginCode', 'signup', 'forgotPassword',
  'post', 'comment', 'changePassword', 'emailConfirmation', 'resendEmailConfirmation',
  'root', 'groupsRequests', 'groups', 'hashtags', 'paywall', 'profileEdit', 'profileSettings',
  'emailSettings', 'livestreamingSettings', 'cookiesSettings', 'pushNotificationsSettings',
  'notificationsCentreSettings', 'deleteAccount', 'profile', 'profileBadge', 'search', 'folder',
  'article', 'events', 'event', 'inbox', 'messages', 'rtmp', 'broadcast', 'live', 'scheduledPosts',
  'memberDirectory', 'thirdPartySoftware', 'walkthrough', 'course', 'lesson', 'courses',
  'blockedMembers', 'styleGuide', 'lessonMediumEmbed',
];

describe('route table', () => {
  it('holds every route name of the spec, and nothing else', () => {
    expect([...routeNames].sort()).toEqual([...specNames].sort());
  });

  it('uses the paths of spec 2.1', () => {
    expect(routes.login).toBe('/login/:referralCode?');
    expect(routes.groups).toBe('/groups/:groupId?/:sort?');
    expect(routes.groupsRequests).toBe('/groups/:groupId?/requests');
    expect(routes.deleteAccount).toBe('/profile/settings/delete-account');
    expect(routes.lesson).toBe('/courses/:courseId/lessons/:lessonId');
  });

  it('throws "Routes are immutable!" on any change', () => {
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

describe('route lists', () => {
  it('marks the keep-scroll screens of spec 2.1', () => {
    expect([...keepScrollRouteNames].sort()).toEqual(['course', 'groups', 'memberDirectory', 'profile', 'search']);
  });

  it('lists the public screens of guard 9', () => {
    for (const name of ['signup', 'login', 'loginPassword', 'loginCode', 'loginSso', 'forgotPassword', 'emailConfirmation', 'resendEmailConfirmation', 'changePassword', 'post', 'styleGuide', 'console-preview'] as const) {
      expect(publicRouteNames).toContain(name);
    }
    expect(publicRouteNames).not.toContain('groups');
    expect(publicRouteNames).not.toContain('root');
  });
});
