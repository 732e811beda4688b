// The community configuration (one stored row over docs/product.md 9 defaults), limits, registration snippet and startup bundle.
import { eq } from 'drizzle-orm';
import { DEFAULT_PALETTE } from '../../../schema/color-contrast';
import { DEFAULT_USERNAME_MAX_LENGTH, DEFAULT_USERNAME_MIN_LENGTH } from '../../../schema/accounts';
import type { Configuration, Limits, RegistrationSnippet, Startup } from '../../../schema/configuration';
import { APP_VERSION, DEFAULT_PASSWORD_MIN_LENGTH } from '../../../schema/constants';
import type { FirebaseWebConfig } from '../../../schema/fcm-config';
import type { RealtimeConfig } from '../../../schema/realtime';
import type { Database } from '../../db/connect';
import { communityConfiguration } from './configuration-schema';

/** docs/product.md 9 defaults; a stored configuration overrides them key by key. */
export function defaultConfiguration(): Configuration {
  return {
    app_name: 'Community',
    artist_long_name: 'Community',
    white_label: false,
    web_registration_enabled: true,
    login_using_magic_links: false,
    registration_invitation_only: false,
    subscriptions_enabled: false,
    premium: false,
    email_confirmation_enabled: false,
    app_icons: {},
    url_icons: {},
    launch_screen_image: null,
    store_urls: { app_store: null, play_store: null },
    legal: { privacy_policy: { version: 1 }, terms_conditions: { version: 1 } },
    colors: structuredClone(DEFAULT_PALETTE),
    home_navigation_item: { type: 'groups', wall_id: null, folder_id: null },
    available_languages: 'en',
    gif_upload_enabled: true,
    walkthrough: { enabled: true },
    password_validations: { min_length: DEFAULT_PASSWORD_MIN_LENGTH },
    support_email: 'support@example.com',
    member_directory_enabled: true,
    email_notifications_enabled: true,
    registration_intro: '',
    openid_connect: null,
    saml: { enabled: false },
    email_confirmation_captcha: { enabled: false, sitekey: null },
    username_customisations: { min_length: DEFAULT_USERNAME_MIN_LENGTH, max_length: DEFAULT_USERNAME_MAX_LENGTH },
    onboarding_video_url: null,
    folder_search_enabled: false,
    friends_messaging_enabled: false,
    realtime: null,
    notifications: { vapid_public_key: null, firebase_config: null },
    pwa_cookie_strict_mode: false,
    stripe_publishable_key: null,
    stripe_connect_account_id: null,
    paywall_lock_enabled: true,
    subscription_nudges: false,
  };
}

/** What the deployment provides decides what the app may offer: single sign-on and captcha need their settings. */
export interface DeploymentFeatures {
  oidc: { clientId?: string } | null;
  saml: unknown;
  captcha: unknown;
  /** Where the realtime SDK connects (the deployment decides: the embedded gateway or PubNub). */
  realtime?: RealtimeConfig | null;
  /** The server's VAPID public key: Web Push subscribes with it. */
  vapidPublicKey?: string | null;
  /** The firebase web config when this deployment sends through FCM: the app registers an FCM token instead. */
  firebaseConfig?: FirebaseWebConfig | null;
  /** Stripe's publishable key and Connect account when this deployment sells through Stripe (checkout in the page needs both). */
  stripe?: { publishableKey: string | null; connectAccountId: string | null } | null;
}

/**
 * The stored configuration over the defaults; with the deployment's features, OIDC, SAML and the captcha are
 * offered only when they can work (the OIDC client id may come from the deployment or the stored configuration).
 */
export async function loadConfiguration(db: Database, features?: DeploymentFeatures): Promise<Configuration> {
  const [row] = await db.select().from(communityConfiguration).where(eq(communityConfiguration.id, 1));
  const config = { ...defaultConfiguration(), ...(row?.data ?? {}) };
  if (!features) return config;
  const clientId = features.oidc ? (features.oidc.clientId ?? config.openid_connect?.client_id) : undefined;
  return {
    ...config,
    openid_connect: clientId ? { client_id: clientId } : null,
    saml: { enabled: Boolean(features.saml) },
    realtime: features.realtime ?? null,
    notifications: { vapid_public_key: features.vapidPublicKey ?? null, firebase_config: features.firebaseConfig ?? null },
    stripe_publishable_key: features.stripe?.publishableKey ?? null,
    stripe_connect_account_id: features.stripe?.connectAccountId ?? null,
    email_confirmation_captcha: {
      enabled: config.email_confirmation_captcha.enabled && Boolean(features.captcha),
      sitekey: config.email_confirmation_captcha.sitekey,
    },
  };
}

export async function saveConfiguration(db: Database, data: Partial<Configuration>): Promise<void> {
  await db
    .insert(communityConfiguration)
    .values({ id: 1, data })
    .onConflictDoUpdate({ target: communityConfiguration.id, set: { data, updatedAt: new Date() } });
}

/** Nothing is metered by this server yet, so no limit is ever reached. */
export function currentLimits(): Limits {
  return { livestreams: { reached: false }, videos: { reached: false } };
}

export function registrationSnippetOf(config: Configuration): RegistrationSnippet {
  return { title: `Join ${config.app_name}`, intro: config.registration_intro };
}

export async function startupBundle(db: Database, features?: DeploymentFeatures): Promise<Startup> {
  const configuration = await loadConfiguration(db, features);
  return {
    app_version: APP_VERSION,
    server_time: new Date().toISOString(),
    configuration,
    limits: currentLimits(),
    registration_snippet: registrationSnippetOf(configuration),
  };
}
