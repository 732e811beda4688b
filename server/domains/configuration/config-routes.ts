// Startup calls (configuration, limits, registration snippet, the startup bundle) and a host's change of the configuration.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { configurationPatch } from '../../../schema/configuration-patch';
import { viewerOf } from '../../http/access';
import { changeConfiguration } from './configuration-changes';
import { currentLimits, loadConfiguration, registrationSnippetOf, startupBundle } from './configuration';
import type { RouteDeps } from '../../http/route-deps';

export function configRoutes(fastify: FastifyInstance, { db, settings: account, realtime, push, payments }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Stripe's publishable key and Connect account reach the app only when the server sells through Stripe.
  const stripe = payments.stripe ? { publishableKey: payments.stripe.publishableKey ?? null, connectAccountId: payments.stripe.connectAccountId ?? null } : null;
  const settings = { ...account, realtime: realtime.config, vapidPublicKey: push.vapidPublicKey, firebaseConfig: push.firebaseConfig, stripe };
  app.get(apiPaths.configuration, { config: { access: 'public' } }, async () => ({ configuration: await loadConfiguration(db, settings) }));
  app.get(apiPaths.limits, { config: { access: 'public' } }, async () => currentLimits());
  app.get(apiPaths.registrationSnippet, { config: { access: 'public' } }, async () => registrationSnippetOf(await loadConfiguration(db)));
  app.get(apiPaths.startup, { config: { access: 'public' } }, async () => startupBundle(db, settings));

  // docs/api-configuration.md: hosts only, checked before the body; a host's form, so a bad value is a 422 in words.
  app.patch(apiPaths.configuration, { config: { access: 'host' }, schema: { body: configurationPatch } }, async (request) => {
    await changeConfiguration(db, viewerOf(request), request.body);
    return { configuration: await loadConfiguration(db, settings) };
  });
}
