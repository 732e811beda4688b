// GET /manifest.webmanifest: the manifest made from the configuration, revalidated on every load (never precached by the service worker).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MANIFEST_PATH } from '../../../schema/branding';
import type { RouteDeps } from '../../http/route-deps';
import { loadConfiguration } from './configuration';
import { webManifestOf } from './web-manifest';

export function manifestRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // A browser asks again on every load (no-cache): an unchanged manifest costs it a 304, a changed one shows at once.
  app.get(MANIFEST_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const body = JSON.stringify(webManifestOf(await loadConfiguration(db)));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/manifest+json; charset=utf-8').send(body);
  });
}
