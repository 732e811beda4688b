// The payments domain's one route module: starts this process's payments parts and adds the member's, hosts', webhook, checkout page and test routes.
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../http/route-deps';
import { e2ePaymentRoutes } from './e2e-routes';
import { hostPaymentRoutes } from './host-routes';
import { checkoutPageRoutes } from './local/checkout-routes';
import { paymentRoutes } from './payments-routes';
import { startPayments } from './payments-runtime';
import { webhookRoutes } from './webhook-routes';

export async function paymentsPlugin(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const payments = startPayments(app, deps);
  paymentRoutes(app, deps, payments);
  hostPaymentRoutes(app, deps);
  await webhookRoutes(app, payments);
  if (payments.local) await checkoutPageRoutes(app, payments.local, new URL(deps.settings.publicUrl).origin);
  if (deps.payments.e2eHooks) e2ePaymentRoutes(app, deps, payments);
}
