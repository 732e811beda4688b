// Community configuration, limits, registration snippet and the startup bundle (docs/product.md 3).
import { z } from 'zod';
import { notificationsConfig } from './push';
import { realtimeConfig } from './realtime-config';

const colorSet = z.object({ background: z.string(), tint: z.string(), text: z.string(), detail: z.string() });

export const configuration = z.object({
  app_name: z.string(),
  artist_long_name: z.string(),
  white_label: z.boolean(),
  web_registration_enabled: z.boolean(),
  login_using_magic_links: z.boolean(),
  registration_invitation_only: z.boolean(),
  subscriptions_enabled: z.boolean(),
  premium: z.boolean(),
  email_confirmation_enabled: z.boolean(),
  app_icons: z.record(z.string(), z.string()),
  /** docs/product.md 3: the favicons, keyed by size as app_icons are ('32x32' preferred). Absent in older answers. */
  url_icons: z.record(z.string(), z.string()).default({}),
  /** docs/product.md 3: the image the installed app shows while it starts (iOS startup image); null: none. Absent in older answers. */
  launch_screen_image: z.string().nullable().default(null),
  store_urls: z.object({ app_store: z.string().nullable(), play_store: z.string().nullable() }),
  legal: z.object({
    privacy_policy: z.object({ version: z.number().int() }),
    terms_conditions: z.object({ version: z.number().int() }),
  }),
  colors: z.object({ topBar: colorSet, wall: colorSet, post: colorSet }),
  home_navigation_item: z.object({
    type: z.string(),
    wall_id: z.number().int().nullable(),
    folder_id: z.number().int().nullable(),
  }),
  available_languages: z.string(),
  gif_upload_enabled: z.boolean(),
  walkthrough: z.object({ enabled: z.boolean() }),
  password_validations: z.object({ min_length: z.number().int().positive() }),
  support_email: z.string(),
  member_directory_enabled: z.boolean(),
  /** docs/product.md 3: the community sends email notifications (activity mails and the weekly digest) at all. Absent in older answers. */
  email_notifications_enabled: z.boolean().default(true),
  registration_intro: z.string(),
  /** Single sign-on with an OpenID Connect access token; null when not configured. */
  openid_connect: z.object({ client_id: z.string() }).nullable(),
  saml: z.object({ enabled: z.boolean() }),
  email_confirmation_captcha: z.object({ enabled: z.boolean(), sitekey: z.string().nullable() }),
  username_customisations: z.object({ min_length: z.number().int().positive(), max_length: z.number().int().positive() }),
  onboarding_video_url: z.string().nullable(),
  /** docs/product.md 9: the folder screen offers a search of the library (search mode `folders`). Absent in answers cached by older builds. */
  folder_search_enabled: z.boolean().default(false),
  /** docs/product.md 9: chats may be started only with friends (members who follow each other). Absent in older answers. */
  friends_messaging_enabled: z.boolean().default(false),
  /** docs/product.md 3's realtime messaging config: where the pubnub SDK connects; null before the server says (older answers). */
  realtime: realtimeConfig.nullable().default(null),
  /** docs/product.md 3's notifications: the Web Push key, or the firebase config when FCM is used. Absent in older answers. */
  notifications: notificationsConfig.default({ vapid_public_key: null, firebase_config: null }),
  /** docs/product.md 3: a banner asks a visitor to make their cookie choice before anything non-essential could happen. Absent in older answers. */
  pwa_cookie_strict_mode: z.boolean().default(false),
  /** docs/product.md 3: Stripe's publishable key when the server sells through Stripe (STRIPE_PUBLISHABLE_KEY), else null. Absent in older answers. */
  stripe_publishable_key: z.string().nullable().default(null),
  /** docs/product.md 3: the Connect account the community sells through (STRIPE_CONNECT_ACCOUNT_ID), else null. Absent in older answers. */
  stripe_connect_account_id: z.string().nullable().default(null),
  /** docs/product.md 9: premium content shows locked to members without its plan (a lock that opens the paywall); off, it is hidden from them. Absent in older answers. */
  paywall_lock_enabled: z.boolean().default(true),
  /** docs/product.md 9: a dismissible banner on the feed invites members without a plan to the paywall (source paywall_nudge_banner). Absent in older answers. */
  subscription_nudges: z.boolean().default(false),
});
export type Configuration = z.infer<typeof configuration>;

export const configurationResponse = z.object({ configuration });

/**
 * What the deployment decides rather than the stored configuration (server/domains/configuration/configuration.ts
 * fills them from the server's settings): the change feed leaves them out, a host cannot set the first three nor Stripe's, and a
 * device keeps the ones its last startup answer gave.
 */
export const deploymentDecided = {
  realtime: true,
  notifications: true,
  saml: true,
  openid_connect: true,
  email_confirmation_captcha: true,
  stripe_publishable_key: true,
  stripe_connect_account_id: true,
} as const;

/** The configuration as the community decides it, the same for every viewer: what `configuration.upsert` carries. */
export const communityDecided = configuration.omit(deploymentDecided);
export type CommunityDecided = z.infer<typeof communityDecided>;

export const limits = z.object({
  livestreams: z.object({ reached: z.boolean() }),
  videos: z.object({ reached: z.boolean() }),
});
export type Limits = z.infer<typeof limits>;

export const registrationSnippet = z.object({ title: z.string(), intro: z.string() });
export type RegistrationSnippet = z.infer<typeof registrationSnippet>;

/** GET /api/v1/startup: what the app needs before its first screen, in one round trip. */
export const startup = z.object({
  app_version: z.string(),
  server_time: z.string(),
  configuration,
  limits,
  registration_snippet: registrationSnippet,
});
export type Startup = z.infer<typeof startup>;
