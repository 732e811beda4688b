// The router's matching and path filling (src/app/router/match.ts, paths.ts): react-router 7's ranking, decoding, generatePath and base paths.
import { describe, expect, it } from 'vitest';
import { generatePath, matchRoutes, rankRoutes } from '../../src/app/router';
import { resolveTo, stripBasename, withBasename } from '../../src/app/router/paths';

function matcher(...paths: string[]) {
  const branches = rankRoutes(paths.map((path) => ({ path })));
  return (pathname: string) => {
    const found = matchRoutes(branches, pathname);
    return found && { path: found.route.path, params: found.params };
  };
}

describe('ranking', () => {
  it('prefers a static segment to a parameter, and a parameter to the catch-all, whatever the order given', () => {
    const match = matcher('*', '/profile/:id?', '/profile/edit', '/profile/settings');
    expect(match('/profile/edit')?.path).toBe('/profile/edit');
    expect(match('/profile/settings')?.path).toBe('/profile/settings');
    expect(match('/profile/7')).toEqual({ path: '/profile/:id?', params: { id: '7' } });
    expect(match('/profile')).toEqual({ path: '/profile/:id?', params: {} });
    expect(match('/profile/7/more')).toEqual({ path: '*', params: { '*': 'profile/7/more' } });
  });

  it('prefers more segments, and the earlier route when two score the same', () => {
    const match = matcher('/messages/:id?/:mode?', '/messages/:chat?', '/courses/:courseId/lessons/:lessonId', '/courses/:tab?');
    expect(match('/messages/3')?.path).toBe('/messages/:id?/:mode?');
    expect(match('/courses/3/lessons/4')?.params).toEqual({ courseId: '3', lessonId: '4' });
    expect(match('/courses/completed')?.params).toEqual({ tab: 'completed' });
  });

  it('fills optional segments left to right: the first present value is the first parameter', () => {
    const match = matcher('/groups/:groupId?/:sort?', '/groups/:groupId?/requests');
    expect(match('/groups')?.params).toEqual({});
    expect(match('/groups/welcome')?.params).toEqual({ groupId: 'welcome' });
    expect(match('/groups/welcome/hot')?.params).toEqual({ groupId: 'welcome', sort: 'hot' });
    expect(match('/groups/requests')?.path).toBe('/groups/:groupId?/requests');
    expect(match('/groups/fans/requests')).toEqual({ path: '/groups/:groupId?/requests', params: { groupId: 'fans' } });
  });

  it('ignores case and trailing slashes, and matches no extra segment', () => {
    const match = matcher('/', '/profile/settings/emails');
    expect(match('/Profile/SETTINGS/emails/')?.path).toBe('/profile/settings/emails');
    expect(match('/profile/settings/emails//')?.path).toBe('/profile/settings/emails');
    expect(match('/profile/settings/emails/x')).toBeNull();
    expect(match('/')?.path).toBe('/');
    expect(match('')?.path).toBe('/');
  });

  it('leaves out the routes `skip` names', () => {
    const branches = rankRoutes([{ path: '/profile/:id?' }, { path: '*' }]);
    expect(matchRoutes(branches, '/profile/x', (r) => r.path !== '*')?.route.path).toBe('*');
  });
});

describe('parameters', () => {
  const match = matcher('/hashtag/:hashtagId', '/files/*');

  it('are decoded, an encoded slash included, without splitting the segment', () => {
    expect(match('/hashtag/caf%C3%A9%20time')?.params).toEqual({ hashtagId: 'café time' });
    expect(match('/hashtag/a%2Fb')?.params).toEqual({ hashtagId: 'a/b' });
    expect(match('/hashtag/a/b')).toBeNull();
  });

  it('stay as written when the path is not valid percent-encoding', () => {
    expect(match('/hashtag/100%')?.params).toEqual({ hashtagId: '100%' });
  });

  it('give the rest of the path to a splat', () => {
    expect(match('/files/a/b%20c')?.params).toEqual({ '*': 'a/b c' });
    expect(match('/files')?.params).toEqual({ '*': '' });
  });
});

describe('generatePath', () => {
  it('fills and encodes values, and drops optional segments without one', () => {
    expect(generatePath('/groups/:groupId?/:sort?', { groupId: 'a b/c' })).toBe('/groups/a%20b%2Fc');
    expect(generatePath('/groups/:groupId?/requests')).toBe('/groups/requests');
    expect(generatePath('/posts/:postId/comments/:commentId', { postId: 4, commentId: 9 })).toBe('/posts/4/comments/9');
    expect(generatePath('/')).toBe('/');
    expect(generatePath('/files/*', { '*': 'a/b' })).toBe('/files/a/b');
  });

  it('throws for a required parameter without a value', () => {
    expect(() => generatePath('/posts/:postId', {})).toThrow('Missing ":postId" param');
    expect(() => generatePath('/posts/:postId', { postId: null })).toThrow('Missing ":postId" param');
  });
});

describe('paths', () => {
  it('resolve absolute paths, a new query or hash on the current pathname, and relative paths from it', () => {
    expect(resolveTo('/search/people?q=ada#top', '/groups')).toEqual({ pathname: '/search/people', search: '?q=ada', hash: '#top' });
    expect(resolveTo('?q=ada', '/members')).toEqual({ pathname: '/members', search: '?q=ada', hash: '' });
    expect(resolveTo('?', '/members')).toEqual({ pathname: '/members', search: '', hash: '' });
    expect(resolveTo('members', '/messages/4')).toEqual({ pathname: '/messages/4/members', search: '', hash: '' });
    expect(resolveTo('../5', '/messages/4')).toEqual({ pathname: '/messages/5', search: '', hash: '' });
  });

  it('take the base path off, case aside, and only at a segment boundary', () => {
    expect(stripBasename('/webview/groups', '/webview')).toBe('/groups');
    expect(stripBasename('/WebView', '/webview')).toBe('/');
    expect(stripBasename('/webviewer', '/webview')).toBeNull();
    expect(stripBasename('/groups', '/webview')).toBeNull();
    expect(stripBasename('/groups', '/')).toBe('/groups');
  });

  it('put the base path on, root as the base itself', () => {
    expect(withBasename('/groups', '/webview')).toBe('/webview/groups');
    expect(withBasename('/', '/webview')).toBe('/webview');
    expect(withBasename('/', '/')).toBe('/');
  });
});
