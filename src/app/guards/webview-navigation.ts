// Guard 1 of docs/product.md 4: inside the native app's webview, the first location is the only one; later navigation is an error.
import type { Guard } from './guard-types';
import { targetPath } from './guard-types';

export const WEBVIEW_NAVIGATION_ERROR = 'Navigation is not available inside the app view.';

export const webviewNavigationGuard: Guard = ({ webview, landing, target }) => {
  if (!webview || landing === null) return null;
  // Final either way: no later guard may move a webview off its landing screen either.
  if (targetPath(target) === landing) return { to: landing, stop: true };
  return { to: landing, stop: true, error: WEBVIEW_NAVIGATION_ERROR };
};
