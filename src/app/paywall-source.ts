// docs/product.md 2.4: the content that sent a member to the paywall, remembered locally (the last one), and where leaving the paywall returns.
import { href } from './links';
import { readJson, storedText } from '../lib/browser-storage';

export const paywallSourceTypes = [
  'article', 'asset', 'course', 'custom_navigation', 'event_button', 'folder', 'link_button', 'livestream', 'notification', 'paywall_nudge_banner', 'post', 'startup',
] as const;
export type PaywallSourceType = (typeof paywallSourceTypes)[number];

/** `id`: the article, event, folder, post or livestream; for an asset, the folder of the route it was met on. */
export interface PaywallSource {
  type: PaywallSourceType;
  id?: number | string | null;
}

const store = storedText('local', 'community.paywallSource');

const isSource = (v: unknown): v is PaywallSource =>
  typeof v === 'object' && v !== null && (paywallSourceTypes as readonly unknown[]).includes((v as PaywallSource).type);

export function rememberPaywallSource(source: PaywallSource): void {
  store.set(JSON.stringify(source));
}

export function lastPaywallSource(): PaywallSource | null {
  return readJson(store, isSource);
}

/** Where the member goes on leaving the paywall, by the source type (docs/product.md 2.4); root for anything else. */
export function paywallReturnPath(source: PaywallSource | null): string {
  const id = source?.id ?? null;
  switch (source?.type) {
    case 'article':
      return id === null ? href('root') : href('article', { articleId: id });
    case 'course':
      return id === null ? href('courses') : href('course', { courseId: id });
    case 'event_button':
      return id === null ? href('root') : href('event', { id });
    case 'asset':
    case 'folder':
      return href('folder', { folderId: id });
    case 'link_button':
    case 'post':
      return id === null ? href('root') : href('post', { postId: id });
    case 'livestream':
      return href('live', { id });
    default:
      return href('root');
  }
}
