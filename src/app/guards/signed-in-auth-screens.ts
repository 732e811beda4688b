// Guard 4 of docs/product.md 4: a signed-in member opening a login, sign-up or forgot-password screen goes to root.
import { href, signedOutOnlyRouteNames } from '../links';
import type { Guard } from './guard-types';

export const signedInAuthScreensGuard: Guard = ({ signedIn, target }) =>
  signedIn && target.name !== null && signedOutOnlyRouteNames.includes(target.name) ? { to: href('root') } : null;
