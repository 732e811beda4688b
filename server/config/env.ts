// Reads the server's settings from the environment, with the embedded defaults of `npm start`.
import { z } from 'zod';
import { DEFAULT_SESSION_ABSOLUTE_DAYS, DEFAULT_SESSION_IDLE_DAYS } from '../domains/sessions/session-policy';

export const DEFAULT_DEMO_PASSWORD = 'community-demo';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  DEMO_PASSWORD: z.string().min(8).default(DEFAULT_DEMO_PASSWORD),
  STATIC_DIR: z.string().min(1).default('./dist'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // Request logging, off when unset so the start-up lines stay readable.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).optional(),
  // Accounts
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  SAML_IDP_CERT: z.string().min(1).optional(),
  SAML_IDP_CERT_FILE: z.string().min(1).optional(),
  SAML_SP_ENTITY_ID: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.string().url().optional(),
  CAPTCHA_SECRET: z.string().min(1).optional(),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1000).default(1),
  // Sessions end after this many days without use, and this many days after sign-in however used.
  SESSION_IDLE_DAYS: z.coerce.number().positive().max(3650).default(DEFAULT_SESSION_IDLE_DAYS),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().max(3650).default(DEFAULT_SESSION_ABSOLUTE_DAYS),
  // End-to-end tests and benchmarks: the app shell is marked so the page hands its engine to them.
  E2E_HOOKS: z.enum(['0', '1']).default('0'),
  // End-to-end journeys only (with E2E_HOOKS=1): link previews may fetch this machine's loopback, where the journey's page runs.
  LINK_PREVIEW_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  // End-to-end journeys only (with E2E_HOOKS=1): Web Push may reach a receiver on loopback, trusting the CA in this PEM file.
  PUSH_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  PUSH_CA_FILE: z.string().min(1).optional(),
  // Realtime at scale: all three set, the server publishes and grants through PubNub instead of its gateway.
  PUBNUB_PUBLISH_KEY: z.string().min(1).optional(),
  PUBNUB_SUBSCRIBE_KEY: z.string().min(1).optional(),
  PUBNUB_SECRET_KEY: z.string().min(1).optional(),
  // Paid plans through Stripe: both set, checkout, subscriptions and events are Stripe's; unset, the embedded local provider.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Given to the app (configuration's stripe_publishable_key and stripe_connect_account_id); the account on every request.
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  STRIPE_CONNECT_ACCOUNT_ID: z.string().min(1).optional(),
  // Another address for Stripe's API (tests: a local double of it); the SDK's host, port and protocol.
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  // Push through FCM: both set, the app registers FCM tokens (firebase's messaging SDK, started from this web
  // config's JSON) and the server sends to them with firebase-admin and this service account's key file.
  FIREBASE_CONFIG: z.string().min(1).optional(),
  FIREBASE_SERVICE_ACCOUNT_FILE: z.string().min(1).optional(),
  // Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads, so several server processes on one database
  // serve the same files (server/config/media-store-options.ts). S3_BUCKET turns it on.
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; empty strings count as unset. Throws a readable message on a bad value. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const env = parsed.data;
  if (Boolean(env.CAPTCHA_VERIFY_URL) !== Boolean(env.CAPTCHA_SECRET)) {
    throw new Error('Invalid environment:\n  CAPTCHA_VERIFY_URL and CAPTCHA_SECRET go together');
  }
  if (env.E2E_HOOKS === '1' && env.NODE_ENV === 'production') {
    throw new Error('Invalid environment:\n  E2E_HOOKS=1 is for end-to-end tests and benchmarks, never with NODE_ENV=production');
  }
  if (env.PUSH_ALLOW_LOOPBACK === '1' && env.E2E_HOOKS !== '1') {
    throw new Error('Invalid environment:\n  PUSH_ALLOW_LOOPBACK=1 is for end-to-end tests only and needs E2E_HOOKS=1');
  }
  if (env.LINK_PREVIEW_ALLOW_LOOPBACK === '1' && env.E2E_HOOKS !== '1') {
    throw new Error('Invalid environment:\n  LINK_PREVIEW_ALLOW_LOOPBACK=1 is for end-to-end tests only and needs E2E_HOOKS=1');
  }
  if (Boolean(env.FIREBASE_CONFIG) !== Boolean(env.FIREBASE_SERVICE_ACCOUNT_FILE)) {
    throw new Error('Invalid environment:\n  FIREBASE_CONFIG and FIREBASE_SERVICE_ACCOUNT_FILE go together');
  }
  const pubnubKeys = [env.PUBNUB_PUBLISH_KEY, env.PUBNUB_SUBSCRIBE_KEY, env.PUBNUB_SECRET_KEY].filter(Boolean).length;
  if (pubnubKeys !== 0 && pubnubKeys !== 3) {
    throw new Error('Invalid environment:\n  PUBNUB_PUBLISH_KEY, PUBNUB_SUBSCRIBE_KEY and PUBNUB_SECRET_KEY go together');
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error('Invalid environment:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together');
  }
  const stripeExtras = [env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_CONNECT_ACCOUNT_ID, env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL];
  if (!env.STRIPE_SECRET_KEY && stripeExtras.some((v) => v !== undefined)) {
    throw new Error('Invalid environment:\n  the other STRIPE_ variables need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || present.S3_REGION || present.S3_FORCE_PATH_STYLE)) {
    throw new Error('Invalid environment:\n  S3_BUCKET names the bucket uploaded files go to; the other S3_ variables need it');
  }
  return env;
}
