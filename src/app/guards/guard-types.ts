// What a route guard sees and what it may answer: pure data, so the pipeline can be tested without a browser.
import type { Configuration } from '../../../schema/configuration';
import type { UserData } from '../../../schema/session';
import type { RouteName } from '../routes';

export interface GuardTarget {
  /** null when no route matches (the not-found screen) */
  name: RouteName | null;
  pathname: string;
  search: string;
  hash: string;
}

export interface GuardContext {
  signedIn: boolean;
  configuration: Configuration | null;
  userData: UserData | null;
  /** the post-login redirect stored by guard 9, if any */
  storedRedirect: string | null;
  target: GuardTarget;
}

/** A guard's answer when it does not let navigation continue. */
export interface GuardRedirect {
  to: string;
  /** remember this location to return to after login */
  storeRedirect?: string;
  /** the stored post-login redirect has been used */
  clearStoredRedirect?: true;
}

/** `null` lets the next guard decide. */
export type Guard = (ctx: GuardContext) => GuardRedirect | null;

export function targetPath(target: GuardTarget): string {
  return `${target.pathname}${target.search}${target.hash}`;
}
