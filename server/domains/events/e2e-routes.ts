// The events' end-to-end hook, registered only with E2E_HOOKS=1 (never in production): one reminder pass now, for journeys.
import type { FastifyInstance } from 'fastify';
import { E2E_EVENT_REMINDERS_PATH } from '../../../schema/e2e-hooks';
import type { RouteDeps } from '../../http/route-deps';
import { runReminderPass } from './reminders';

export function eventE2eRoutes(app: FastifyInstance, { db, mailer, settings, payments }: RouteDeps): void {
  if (!payments.e2eHooks) return;
  app.post(E2E_EVENT_REMINDERS_PATH, { config: { access: 'public' } }, async () => ({
    sent: await runReminderPass(db, mailer, { publicUrl: settings.publicUrl }, settings.now()),
  }));
}
