// Marketing preferences and email settings (each write at most once per Idempotency-Key) and payment tickets of the signed-in member.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { emailSettingsBody, marketingPreferencesBody, paymentTicketBody } from '../../../schema/profile';
import { completeTickets, latestTicket, openTicket } from './payment-tickets';
import { emailSettingsOf, marketingOf, updateEmailSettings, updateMarketing } from './preferences';
import { settingWrite } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function preferenceRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.marketingPreferences, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return { marketing_preferences: marketingOf(viewer.user) };
  });

  app.patch(apiPaths.marketingPreferences, { config: { access: 'member' }, schema: { body: marketingPreferencesBody } }, async (request) => {
    const viewer = viewerOf(request);
    const body = request.body;
    return settingWrite(db, request, viewer.user.id, body, async (tx) => ({ marketing_preferences: await updateMarketing(tx, viewer.user, body) }));
  });

  app.get(apiPaths.emailSettings, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return { email_settings: emailSettingsOf(viewer.user) };
  });

  app.patch(apiPaths.emailSettings, { config: { access: 'member' }, schema: { body: emailSettingsBody } }, async (request) => {
    const viewer = viewerOf(request);
    const body = request.body;
    return settingWrite(db, request, viewer.user.id, body, async (tx) => ({ email_settings: await updateEmailSettings(tx, viewer.user, body) }));
  });

  app.get(apiPaths.paymentTicket, { config: { access: 'member' } }, async (request) => {
    const viewer = viewerOf(request);
    return { payment_ticket: await latestTicket(db, viewer.user.id) };
  });

  app.post(apiPaths.paymentTicket, { config: { access: 'member' }, schema: { body: paymentTicketBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    return reply.code(201).send({ payment_ticket: await openTicket(db, viewer.user.id, request.body) });
  });

  app.post(apiPaths.paymentTicketComplete, { config: { access: 'member' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    await completeTickets(db, viewer.user.id);
    return reply.code(204).send();
  });
}
