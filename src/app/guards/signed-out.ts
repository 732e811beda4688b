// Guard 9 of docs/product.md 4: a signed-out visitor on a screen outside the public list is sent to login, target kept.
import { href, memberContentRouteNames, publicRouteNames, type RouteName } from '../links';
import type { Guard } from './guard-types';
import { targetPath } from './guard-types';

/**
 * Open to a signed-out visitor. Member content (a post, a comment) is listed as public by docs/product.md 2.1, yet the server
 * shows it to members only: a shared link goes through login and comes back instead of ending on a refusal.
 */
const openToVisitors = (name: RouteName) => publicRouteNames.includes(name) && !memberContentRouteNames.includes(name);

export const signedOutGuard: Guard = ({ signedIn, target }) => {
  // The not-found screen answers signed in or out (docs/product.md 2.1).
  if (signedIn || target.name === null || openToVisitors(target.name)) return null;
  // Root is where every login ends anyway; remembering it would only add a hop.
  if (target.name === 'root') return { to: href('login') };
  return { to: href('login'), storeRedirect: targetPath(target) };
};
