// Guard 1 of docs/product.md 4: in webview mode the first location is kept; any later navigation is refused with an error.
import { describe, expect, it } from 'vitest';
import { runGuards } from '../../src/app/guards/pipeline';
import { WEBVIEW_NAVIGATION_ERROR, webviewNavigationGuard } from '../../src/app/guards/webview-navigation';
import { webviewAddress } from '../../src/app/webview';
import { ctx, member } from './helpers/guard-context';

describe('guard 1: webview navigation', () => {
  it('lets the first navigation through the other guards', () => {
    expect(webviewNavigationGuard(ctx('/posts/3', member({ webview: true })))).toBeNull();
    expect(runGuards(ctx('/groups/welcome', { webview: true }))).toEqual({ to: '/login', storeRedirect: '/groups/welcome' });
  });

  it('sends a later navigation back to the landing screen with an error', () => {
    expect(webviewNavigationGuard(ctx('/groups', member({ webview: true, landing: '/posts/3' })))).toEqual({
      to: '/posts/3',
      stop: true,
      error: WEBVIEW_NAVIGATION_ERROR,
    });
  });

  it('stays on the landing screen even when a later guard would move away', () => {
    // Signed out after landing (session ended): guard 9 would go to login; the webview stays put.
    expect(runGuards(ctx('/posts/3?x=1', { webview: true, landing: '/posts/3?x=1' }))).toBeNull();
    expect(runGuards(ctx('/groups/a', { webview: true, landing: '/groups/a' }))).toBeNull();
  });

  it('does nothing outside webview mode', () => {
    expect(webviewNavigationGuard(ctx('/groups', member({ landing: '/posts/3' })))).toBeNull();
  });
});

describe('webview router base', () => {
  it('moves a page opened without the /webview/ base under it, once', () => {
    expect(webviewAddress({ pathname: '/posts/3', search: '?a=1', hash: '#c' })).toBe('/webview/posts/3?a=1#c');
    expect(webviewAddress({ pathname: '/', search: '', hash: '' })).toBe('/webview/');
    expect(webviewAddress({ pathname: '/webview/posts/3', search: '', hash: '' })).toBeNull();
    expect(webviewAddress({ pathname: '/webview', search: '', hash: '' })).toBeNull();
  });
});
