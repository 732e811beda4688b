// Guard 9 of spec 4: a signed-out visitor on a screen outside the public list is sent to login, target kept.
import { href, publicRouteNames } from '../routes';
import type { Guard } from './guard-types';
import { targetPath } from './guard-types';

export const signedOutGuard: Guard = ({ signedIn, target }) => {
  // The not-found screen answers signed in or out (spec 2.1).
  if (signedIn || target.name === null || publicRouteNames.includes(target.name)) return null;
  // Root is where every login ends anyway; remembering it would only add a hop.
  if (target.name === 'root') return { to: href('login') };
  return { to: href('login'), storeRedirect: targetPath(target) };
};
