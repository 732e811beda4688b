// Marketing preferences and email settings (each write at most once per Idempotency-Key) and payment tickets of the signed-in member.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { emailSettingsBody, marketingPreferencesBody, paymentTicketBody } from '../../schema/profile';
import { completeTickets, latestTicket, openTicket } from '../domain/payment-tickets';
import { emailSettingsOf, marketingOf, updateEmailSettings, updateMarketing } from '../domain/preferences';
import { requireViewer } from './authenticate';
import { settingWrite } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody } from './validate';

export function preferenceRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.marketingPreferences, async (request) => {
    const viewer = await requireViewer(db, request);
    return { marketing_preferences: marketingOf(viewer.user) };
  });

  app.patch(apiPaths.marketingPreferences, async (request) => {
    const viewer = await requireViewer(db, request);
    const body = parseBody(marketingPreferencesBody, request.body);
    return settingWrite(db, request, viewer.user.id, body, async (tx) => ({ marketing_preferences: await updateMarketing(tx, viewer.user, body) }));
  });

  app.get(apiPaths.emailSettings, async (request) => {
    const viewer = await requireViewer(db, request);
    return { email_settings: emailSettingsOf(viewer.user) };
  });

  app.patch(apiPaths.emailSettings, async (request) => {
    const viewer = await requireViewer(db, request);
    const body = parseBody(emailSettingsBody, request.body);
    return settingWrite(db, request, viewer.user.id, body, async (tx) => ({ email_settings: await updateEmailSettings(tx, viewer.user, body) }));
  });

  app.get(apiPaths.paymentTicket, async (request) => {
    const viewer = await requireViewer(db, request);
    return { payment_ticket: await latestTicket(db, viewer.user.id) };
  });

  app.post(apiPaths.paymentTicket, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    return reply.code(201).send({ payment_ticket: await openTicket(db, viewer.user.id, parseBody(paymentTicketBody, request.body)) });
  });

  app.post(apiPaths.paymentTicketComplete, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    await completeTickets(db, viewer.user.id);
    return reply.code(204).send();
  });
}
