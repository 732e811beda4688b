// Builders for guard tests: a configuration, a member's user data, a guard context, and a walk through redirects.
import type { Configuration } from '../../../schema/configuration';
import type { UserData } from '../../../schema/session';
import { defaultConfiguration } from '../../../server/domains/configuration/configuration';
import type { GuardContext } from '../../../src/app/guards/guard-types';
import { runGuards } from '../../../src/app/guards/pipeline';
import { matchRoute } from '../../../src/app/links';

/** The server's own defaults (docs/product.md 9), so guard tests see what a fresh community serves. */
export function configuration(over: Partial<Configuration> = {}): Configuration {
  return { ...defaultConfiguration(), app_name: 'Owls', artist_long_name: 'The Night Owls', ...over };
}

export function userData(over: Partial<UserData> = {}, user: Partial<UserData['user']> = {}): UserData {
  return {
    user: {
      id: 7,
      email: 'mia@example.com',
      username: 'mia',
      role: 'member',
      display_name: 'Mia',
      avatar_url: null,
      email_confirmation_required: false,
      email_confirmed: true,
      onboarding_completed: true,
      manage_ui_displayed: false,
      agreed_legal: { privacy_policy_version: 1, terms_conditions_version: 1 },
      ...user,
    },
    walkthrough_completed: true,
    last_walkthrough_step: null,
    owned_subscriptions: [],
    owned_web_subscriptions: [],
    owned_products: [],
    new_activities_total_count: 0,
    new_activities_count: 0,
    unread_messages_count: 0,
    updates_channel: 'member-7',
    ...over,
  };
}

export const NOW = Date.parse('2025-06-15T12:00:00Z');

/** A signed-out visitor by default; `member()` gives a settled signed-in member. */
export function ctx(path: string, over: Partial<GuardContext> = {}): GuardContext {
  const url = new URL(path, 'http://app.test');
  return {
    signedIn: false,
    configuration: configuration(),
    userData: null,
    storedRedirect: null,
    target: { name: matchRoute(url.pathname)?.name ?? null, pathname: url.pathname, search: url.search, hash: url.hash },
    webview: false,
    landing: null,
    consolePreview: false,
    walkthroughSkipped: false,
    now: NOW,
    ...over,
  };
}

export function member(over: Partial<GuardContext> = {}): Partial<GuardContext> {
  return { signedIn: true, userData: userData(), ...over };
}

export interface BrowseState {
  signedIn: boolean;
  stored: string | null;
  extra?: Partial<GuardContext>;
}

/** Plays navigations the way GuardGate does: apply effects, follow redirects until the guards agree. */
export function browse(start: string, state: BrowseState) {
  const visited: string[] = [];
  let path = start;
  for (let hops = 0; hops < 12; hops++) {
    visited.push(path);
    const base = state.signedIn ? member(state.extra) : (state.extra ?? {});
    const decision = runGuards(ctx(path, { ...base, signedIn: state.signedIn, storedRedirect: state.stored }));
    if (!decision) return { at: path, visited };
    if (decision.storeRedirect) state.stored = decision.storeRedirect;
    if (decision.clearStoredRedirect) state.stored = null;
    if (decision.to === path) return { at: path, visited };
    path = decision.to;
  }
  throw new Error(`redirect loop: ${visited.join(' -> ')}`);
}
