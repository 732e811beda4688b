// End-to-end hooks of payments, registered only with E2E_HOOKS=1 (never in production): move the payments clock, mark a card to fail, run renewals now.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentMessages } from '../../../schema/payments/payment-rules';
import { e2eCardBody, e2eClockBody } from '../../../schema/payments/wire';
import { HttpError } from '../../core/http-error';
import type { RouteDeps } from '../../http/route-deps';
import { users } from '../account/users-schema';
import { advancePaymentsClock, paymentsNow } from './clock';
import type { PaymentsRuntime } from './payments-runtime';

export const e2ePaymentPaths = {
  clock: '/api/e2e/payments/clock',
  card: '/api/e2e/payments/card',
  runRenewals: '/api/e2e/payments/run-renewals',
} as const;

export function e2ePaymentRoutes(fastify: FastifyInstance, { db }: RouteDeps, payments: PaymentsRuntime): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Moving the clock runs the renewals at once, so a journey sees what the new time brings without waiting for the job.
  app.post(e2ePaymentPaths.clock, { config: { access: 'public' }, schema: { body: e2eClockBody } }, async (request) => {
    advancePaymentsClock(request.body.advance_seconds);
    const renewed = await payments.runRenewals();
    return { now: paymentsNow().toISOString(), renewed };
  });
  app.post(e2ePaymentPaths.card, { config: { access: 'public' }, schema: { body: e2eCardBody } }, async (request) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, request.body.email.toLowerCase()));
    if (!user) throw new HttpError(404, paymentMessages.memberNotFound);
    await payments.local?.setCardFails(user.id, request.body.fails);
    return { email: request.body.email, fails: request.body.fails };
  });
  app.post(e2ePaymentPaths.runRenewals, { config: { access: 'public' } }, async () => ({ renewed: await payments.runRenewals() }));
}
