// What a navigation does to the scroll position (docs/product.md 2.1): to the top, except on screens that keep scroll.
import { routeFacts, type RouteName } from './links';
import type { NavAction } from './nav-history';

export type ScrollAction = 'top' | 'restore' | 'keep';

/**
 * Keep-scroll screens get their old position back when the member returns to them through
 * history, and stay put when only their parameters change; entering one afresh starts at the top.
 */
export function scrollAction(from: RouteName | null, to: RouteName | null, action: NavAction): ScrollAction {
  if (!to || routeFacts[to].scroll !== 'keep') return 'top';
  if (action === 'POP') return 'restore';
  return from === to ? 'keep' : 'top';
}
