// Serves the built app (dist/), precompressed where the browser accepts it, with an SPA fallback so deep links land on index.html.
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed build output never changes under its name; everything else must be revalidated (sw.js above all). */
function cacheControlFor(filePath: string, root: string): string {
  const rel = path.relative(root, filePath).split(path.sep).join('/');
  return rel.startsWith('assets/') ? IMMUTABLE : NO_CACHE;
}

/**
 * The static plugin can only set headers on the raw response, and a Vary that CORS puts on the reply (Origin) would
 * replace the raw one on the way out: the two are joined here. Added before the plugin, which inherits it.
 */
function keepRawVary(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const raw = reply.raw.getHeader('Vary');
    const own = reply.getHeader('Vary');
    if (raw !== undefined && own !== undefined) reply.header('Vary', `${String(own)}, ${String(raw)}`);
    return payload;
  });
}

export async function serveStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  keepRawVary(app);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    // The build writes .br and .gz copies (scripts/precompress.ts); the plugin picks one by Accept-Encoding.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath, root));
      // The same URL answers in several encodings: a shared cache must key on what the browser accepts.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
}

/** A navigation the app's router owns: not the API, not a build asset, and asking for a page. */
export function isAppNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/assets/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || (request.headers.accept ?? '').includes('text/html');
}

export function sendAppShell(reply: FastifyReply) {
  return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');
}
