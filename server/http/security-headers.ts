// Security headers on every answer: the app's content security policy, nosniff, referrer policy, and no-store for API data.
import type { FastifyInstance, FastifyReply } from 'fastify';

/** PubNub's origins (the SDK's default `ps.pndsn.com` and the numbered hosts it may move to), for the engine's subscription with PubNub keys set. */
export const PUBNUB_CONNECT_SOURCES = ['https://*.pndsn.com'] as const;

/** What firebase's messaging SDK calls for the device's FCM token (its installation, then the registration), with a firebase config set. */
export const FIREBASE_CONNECT_SOURCES = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'] as const;

/**
 * Stripe.js (loaded only on the way to Checkout, with Stripe keys): its script and frames from js.stripe.com, its calls to
 * api.stripe.com, as Stripe's content security policy guide lists them.
 */
export const STRIPE_SOURCES = { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com', 'https://hooks.stripe.com'], connect: ['https://api.stripe.com'] } as const;

/**
 * Written for this app: scripts, styles, workers and the service worker only from this origin (the build has no inline
 * script; React's style props go through the CSSOM, which style-src does not govern); avatars from uploads here, the
 * picked file's preview as a blob: URL; the API on this origin only, PubNub's when realtime goes through PubNub and firebase's when push goes through FCM
 * (the embedded gateway is this origin). Framed only by this origin: the host console's preview frame
 * (/console-preview) is served from the host's own origin (docs/decisions.md).
 */
export function contentSecurityPolicy(extraConnectSources: readonly string[] = [], stripe = false): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(stripe ? STRIPE_SOURCES.script : [])].join(' '),
    ...(stripe ? [['frame-src', ...STRIPE_SOURCES.frame].join(' ')] : []),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...extraConnectSources, ...(stripe ? STRIPE_SOURCES.connect : [])].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

function alwaysSet(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'SAMEORIGIN',
  };
}

/** A header a route or the static files already set (on the reply or on the raw response) is theirs to decide. */
function setUnlessPresent(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name) && !reply.raw.hasHeader(name)) reply.header(name, value);
}

/**
 * Static files and the app shell set their own Cache-Control (immutable or no-cache) and uploads their own stricter
 * policy; everything else is an answer computed for this request, API data above all: never stored by a cache.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  { pubnub = false, firebase = false, stripe = false }: { pubnub?: boolean; firebase?: boolean; stripe?: boolean } = {},
): void {
  const always = alwaysSet(contentSecurityPolicy([...(pubnub ? PUBNUB_CONNECT_SOURCES : []), ...(firebase ? FIREBASE_CONNECT_SOURCES : [])], stripe));
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(always)) setUnlessPresent(reply, name, value);
    setUnlessPresent(reply, 'Cache-Control', 'no-store');
    return payload;
  });
}
