// Server-supplied paths map to the app's routes by their first segment (docs/product.md 2.3): users and friends are profiles, members the directory; the path filler matches the router's generatePath.
import { describe, expect, it } from 'vitest';
import { appPathOf } from '../../schema/deep-links';
import { fillPath, routePaths } from '../../schema/route-paths';
import { generatePath } from '../../src/app/router';

describe('server paths', () => {
  it.each([
    ['/users/12', '/profile/12'],
    ['/friends/7', '/profile/7'],
    ['/profile/3', '/profile/3'],
    ['/profile', '/profile'],
    ['/users/not-a-number', '/profile'],
    ['/members', '/members'],
    ['/members?q=ada', '/members?q=ada'],
    ['/groups/welcome', '/groups/welcome'],
    ['/onefeed', '/groups/onefeed'],
    ['/posts/5', '/posts/5'],
    ['/posts/5/comments/9', '/posts/5/comments/9'],
    ['/hashtags/tour', '/hashtag/tour'],
    ['/events/4', '/events/4'],
    ['/landingsection', '/'],
    ['/purchases', '/paywall'],
    ['/settings', '/profile/settings'],
  ])('%s -> %s', (from, to) => {
    expect(appPathOf(from)).toBe(to);
  });

  it('answers null for what the app has no route for', () => {
    expect(appPathOf('/nowhere/1')).toBeNull();
    expect(appPathOf('/')).toBeNull();
    expect(appPathOf('/posts/abc')).toBeNull();
  });

  it('fills every route path as the router\'s generatePath does, with and without its parameters', () => {
    for (const pattern of Object.values(routePaths)) {
      const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const full = Object.fromEntries(names.map((n, i) => [n, `v${i}`]));
      expect(fillPath(pattern, full)).toBe(generatePath(pattern, full));
      const optionalOnly = Object.fromEntries(names.filter((n) => !pattern.includes(`:${n}?`)).map((n) => [n, 'x']));
      expect(fillPath(pattern, optionalOnly)).toBe(generatePath(pattern, optionalOnly));
    }
  });
});
