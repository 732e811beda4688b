// Guard 4 of spec 4: a signed-in member opening a login, sign-up or forgot-password screen goes to root.
import { href, type RouteName } from '../routes';
import type { Guard } from './guard-types';

const authScreens: readonly RouteName[] = ['login', 'loginPassword', 'signup', 'forgotPassword'];

export const signedInAuthScreensGuard: Guard = ({ signedIn, target }) =>
  signedIn && target.name !== null && authScreens.includes(target.name) ? { to: href('root') } : null;
