// Builders for guard tests: a configuration, a member's user data, a guard context, and a walk through redirects.
import type { Configuration } from '../../../schema/configuration';
import type { UserData } from '../../../schema/session';
import type { GuardContext } from '../../../src/app/guards/guard-types';
import { runGuards } from '../../../src/app/guards/pipeline';
import { matchRoute } from '../../../src/app/routes';

const colors = { background: '#fff', tint: '#00f', text: '#000', detail: '#666' };

export function configuration(over: Partial<Configuration> = {}): Configuration {
  return {
    app_name: 'Owls',
    artist_long_name: 'The Night Owls',
    white_label: false,
    web_registration_enabled: true,
    login_using_magic_links: false,
    registration_invitation_only: false,
    subscriptions_enabled: false,
    premium: false,
    email_confirmation_enabled: false,
    app_icons: {},
    store_urls: { app_store: null, play_store: null },
    legal: { privacy_policy: { version: 1 }, terms_conditions: { version: 1 } },
    colors: { topBar: colors, wall: colors, post: colors },
    home_navigation_item: { type: 'groups', wall_id: null, folder_id: null },
    available_languages: 'en',
    gif_upload_enabled: true,
    walkthrough: { enabled: true },
    password_validations: { min_length: 8 },
    support_email: 'help@example.com',
    member_directory_enabled: true,
    registration_intro: '',
    openid_connect: null,
    saml: { enabled: false },
    email_confirmation_captcha: { enabled: false, sitekey: null },
    username_customisations: { min_length: 3, max_length: 30 },
    onboarding_video_url: null,
    ...over,
  };
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
    updates_channel: 'user-7',
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
