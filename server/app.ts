// Builds the Fastify application: API routes, error handling and, when given, the built app's static files.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/connect';
import { configRoutes } from './http/config-routes';
import { installErrorHandling, sendApiNotFound } from './http/error-handling';
import { groupRoutes } from './http/group-routes';
import { postRoutes } from './http/post-routes';
import { sessionRoutes } from './http/session-routes';
import { isAppNavigation, sendAppShell, serveStatic } from './http/static-files';
import { syncRoutes } from './http/sync-routes';

export interface BuildAppOptions {
  db: Database;
  /** The built app (dist/); without it only the API is served. */
  staticDir?: string;
  logger?: boolean;
}

/** Large enough for the longest post (20,000 characters of 4-byte UTF-8) with room to spare. */
const BODY_LIMIT = 256 * 1024;

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: BODY_LIMIT });
  installErrorHandling(app);
  // The API speaks JSON only: a text/plain body is refused (415) rather than read as a string.
  app.removeContentTypeParser('text/plain');

  const deps = { db: opts.db };
  configRoutes(app, deps);
  sessionRoutes(app, deps);
  groupRoutes(app, deps);
  postRoutes(app, deps);
  syncRoutes(app, deps);

  const staticDir = opts.staticDir;
  if (staticDir) await serveStatic(app, staticDir);
  app.setNotFoundHandler((request, reply) =>
    staticDir && isAppNavigation(request) ? sendAppShell(reply) : sendApiNotFound(reply),
  );
  await app.ready();
  return app;
}
