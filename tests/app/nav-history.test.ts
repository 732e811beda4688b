// Back-navigation history of spec 4: 20 entries at most, back with one or none goes to root.
import { describe, expect, it } from 'vitest';
import { backTarget, recordNavigation } from '../../src/app/nav-history';
import { NAV_HISTORY_MAX } from '../../schema/constants';

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
