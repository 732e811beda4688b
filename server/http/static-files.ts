// Serves the built app (dist/) with an SPA fallback so deep links and offline navigation land on index.html.
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

export async function serveStatic(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath, root)),
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
