// Leaving the paywall (docs/product.md 2.4): the last source is remembered on the device and decides where the member returns.
import { beforeEach, describe, expect, it } from 'vitest';
import { lastPaywallSource, paywallReturnPath, rememberPaywallSource } from '../../src/app/paywall-source';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem = (k: string) => this.values.get(k) ?? null;
  setItem = (k: string, v: string) => void this.values.set(k, v);
  removeItem = (k: string) => void this.values.delete(k);
}

describe('paywall sources', () => {
  beforeEach(() => {
    (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  });

  it('returns to the article, the folder, or for an asset the folder it was met in; posts and link buttons to the post', () => {
    expect(paywallReturnPath({ type: 'article', id: 5 })).toBe('/articles/5');
    expect(paywallReturnPath({ type: 'folder', id: 3 })).toBe('/folders/3');
    expect(paywallReturnPath({ type: 'asset', id: 3 })).toBe('/folders/3');
    expect(paywallReturnPath({ type: 'asset', id: null })).toBe('/folders');
    expect(paywallReturnPath({ type: 'post', id: 9 })).toBe('/posts/9');
    expect(paywallReturnPath({ type: 'link_button', id: 9 })).toBe('/posts/9');
    expect(paywallReturnPath({ type: 'event_button', id: 2 })).toBe('/events/2');
    expect(paywallReturnPath({ type: 'livestream', id: 4 })).toBe('/live/4');
    expect(paywallReturnPath({ type: 'notification' })).toBe('/');
    expect(paywallReturnPath(null)).toBe('/');
  });

  it('remembers the last source only, and ignores what it cannot read', () => {
    expect(lastPaywallSource()).toBeNull();
    rememberPaywallSource({ type: 'folder', id: 3 });
    rememberPaywallSource({ type: 'article', id: 5 });
    expect(lastPaywallSource()).toEqual({ type: 'article', id: 5 });
    localStorage.setItem('community.paywallSource', '{"type":"nonsense"}');
    expect(lastPaywallSource()).toBeNull();
  });
});
