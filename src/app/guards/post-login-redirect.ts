// Guard 8 of spec 4: a stored post-login redirect is followed once, then forgotten.
import type { Guard } from './guard-types';

export const postLoginRedirectGuard: Guard = ({ signedIn, storedRedirect }) =>
  signedIn && storedRedirect ? { to: storedRedirect, clearStoredRedirect: true } : null;
