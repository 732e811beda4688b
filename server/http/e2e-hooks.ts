// Marks the app shell for end-to-end tests and benchmarks, which drive the page's engine; off unless E2E_HOOKS=1.
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { E2E_HOOKS_META } from '../../schema/e2e-hooks';

const MARK = `<meta name="${E2E_HOOKS_META}" content="engine" />`;

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Every HTML page this server sends (index.html from the static files, the SPA fallback, the copy the service worker
 * precaches) carries the mark: the journeys load the very build a host serves, only its HTML marked.
 * Registered before the static files, whose plugin inherits the hook.
 */
export function markAppShells(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (!html || reply.statusCode !== 200 || request.url.startsWith('/api/') || payload == null) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : await readAll(payload as Readable);
    reply.removeHeader('content-length');
    return text.replace('<head>', `<head>${MARK}`);
  });
}
