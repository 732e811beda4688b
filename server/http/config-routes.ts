// Signed-out startup calls: configuration, limits, registration snippet and the startup bundle.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { currentLimits, loadConfiguration, registrationSnippetOf, startupBundle } from '../domain/configuration';
import type { RouteDeps } from './route-deps';

export function configRoutes(app: FastifyInstance, { db, settings: account, realtime, push }: RouteDeps): void {
  const settings = { ...account, realtime: realtime.config, vapidPublicKey: push.vapidPublicKey, firebaseConfig: push.firebaseConfig };
  app.get(apiPaths.configuration, async () => ({ configuration: await loadConfiguration(db, settings) }));
  app.get(apiPaths.limits, async () => currentLimits());
  app.get(apiPaths.registrationSnippet, async () => registrationSnippetOf(await loadConfiguration(db)));
  app.get(apiPaths.startup, async () => startupBundle(db, settings));
}
