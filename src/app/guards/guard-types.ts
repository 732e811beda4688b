// What a route guard sees and what it may answer: pure data, so the pipeline can be tested without a browser.
import type { Configuration } from '../../../schema/configuration';
import type { UserData } from '../../../schema/session';
import type { RouteName } from '../links';

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
  /** the post-login redirect stored by guards 6, 7 and 9, if any */
  storedRedirect: string | null;
  target: GuardTarget;
  /** the tab runs inside the native app's webview (secret headers in storage) */
  webview: boolean;
  /** the first location the guards let through in this tab; null until then */
  landing: string | null;
  /** console preview mode: walkthrough and onboarding count as completed (docs/product.md 4) */
  consolePreview: boolean;
  /** the member skipped the walkthrough on this device */
  walkthroughSkipped: boolean;
  /** the clock, for subscription periods */
  now: number;
  /** back from a successful payment, waiting for user data to hold the plan (guard 2): the paywall is not due meanwhile */
  confirmingPurchase?: boolean;
}

export type PaymentOutcome = 'success' | 'cancelled';

/** A guard's answer when it does not let navigation continue. */
export interface GuardRedirect {
  to: string;
  /** remember this location to return to after login */
  storeRedirect?: string;
  /** the stored post-login redirect has been used */
  clearStoredRedirect?: true;
  /** no later guard runs: this answer is final */
  stop?: true;
  /** the navigation was refused; the gate reports this error */
  error?: string;
  /** guard 2: the payment provider sent the member back */
  paymentReturn?: PaymentOutcome;
  /** guard 3: the push notification this visit came from */
  pushNotificationId?: string;
}

/** `null` lets the next guard decide. */
export type Guard = (ctx: GuardContext) => GuardRedirect | null;

export function targetPath(target: GuardTarget): string {
  return `${target.pathname}${target.search}${target.hash}`;
}

/** The target's path with the named query parameters taken out (hash kept). */
export function withoutQuery(target: GuardTarget, names: readonly string[]): string {
  const params = new URLSearchParams(target.search);
  for (const name of names) params.delete(name);
  const search = params.toString();
  return `${target.pathname}${search ? `?${search}` : ''}${target.hash}`;
}

export function queryParam(target: GuardTarget, name: string): string | null {
  return new URLSearchParams(target.search).get(name);
}
