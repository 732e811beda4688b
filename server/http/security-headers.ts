// Security headers on every answer: the app's content security policy, nosniff, referrer policy, and no-store for API data.
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Written for this app: scripts, styles, workers and the service worker only from this origin (the build has no inline
 * script; React's style props go through the CSSOM, which style-src does not govern); avatars from uploads here, the
 * picked file's preview as a blob: URL; the API on this origin only. Framed only by this origin: the host console's
 * preview frame (/console-preview) is served from the host's own origin (docs/decisions.md).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');

const ALWAYS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  // frame-ancestors for browsers that predate it.
  'X-Frame-Options': 'SAMEORIGIN',
};

/** A header a route or the static files already set (on the reply or on the raw response) is theirs to decide. */
function setUnlessPresent(reply: FastifyReply, name: string, value: string): void {
  if (!reply.hasHeader(name) && !reply.raw.hasHeader(name)) reply.header(name, value);
}

/**
 * Static files and the app shell set their own Cache-Control (immutable or no-cache) and uploads their own stricter
 * policy; everything else is an answer computed for this request, API data above all: never stored by a cache.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(ALWAYS)) setUnlessPresent(reply, name, value);
    setUnlessPresent(reply, 'Cache-Control', 'no-store');
    return payload;
  });
}
