// Back-navigation history of docs/product.md 4 (20 entries at most, back with one or none goes to root) and the scroll policy of docs/product.md 2.1.
import { describe, expect, it } from 'vitest';
import { backTarget, recordNavigation } from '../../src/app/nav-history';
import { NAV_HISTORY_MAX } from '../../schema/constants';
import { scrollAction } from '../../src/app/scroll-policy';

describe('navigation history', () => {
  it('keeps the last 20 entries', () => {
    let entries: string[] = [];
    for (let i = 0; i < 30; i++) entries = recordNavigation(entries, 'PUSH', `/posts/${i}`);
    expect(NAV_HISTORY_MAX).toBe(20);
    expect(entries).toHaveLength(20);
    expect(entries[0]).toBe('/posts/10');
    expect(entries[19]).toBe('/posts/29');
  });

  it('replaces the top entry on a redirect', () => {
    const entries = recordNavigation(['/groups', '/'], 'REPLACE', '/groups/welcome');
    expect(entries).toEqual(['/groups', '/groups/welcome']);
  });

  it('pops when the browser goes back to the previous entry', () => {
    expect(recordNavigation(['/groups', '/posts/1'], 'POP', '/groups')).toEqual(['/groups']);
  });

  it('records a browser forward as a new entry', () => {
    expect(recordNavigation(['/groups'], 'POP', '/posts/1')).toEqual(['/groups', '/posts/1']);
  });

  it('does not record the same location twice in a row', () => {
    expect(recordNavigation(['/groups'], 'PUSH', '/groups')).toEqual(['/groups']);
  });

  it('goes back through history with two or more entries, to root with one or none', () => {
    expect(backTarget(['/groups', '/posts/1'])).toEqual({ kind: 'history' });
    expect(backTarget(['/posts/1'])).toEqual({ kind: 'root' });
    expect(backTarget([])).toEqual({ kind: 'root' });
  });
});

describe('scroll policy', () => {
  it('scrolls to the top on screens that do not keep scroll', () => {
    expect(scrollAction('groups', 'post', 'PUSH')).toBe('top');
    expect(scrollAction('post', 'post', 'POP')).toBe('top');
    expect(scrollAction('groups', null, 'PUSH')).toBe('top');
  });

  it('restores keep-scroll screens on the way back, keeps them on parameter changes', () => {
    expect(scrollAction('post', 'groups', 'POP')).toBe('restore');
    expect(scrollAction('groups', 'groups', 'PUSH')).toBe('keep');
    expect(scrollAction('post', 'groups', 'PUSH')).toBe('top');
    expect(scrollAction('search', 'memberDirectory', 'REPLACE')).toBe('top');
  });
});
