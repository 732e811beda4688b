// The member's payment routes: the paywall, checkout, their own subscription purchases (cancel, undo, preview, change), the billing portal, invoices.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { billingPortalBody, changeBody, checkoutBody, purchaseParams, upcomingBody } from '../../../schema/payments/wire';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { appLink } from '../account/account-context';
import { customerOf, openCheckout } from './checkout';
import type { PaymentsRuntime } from './payments-runtime';
import { readPaywall } from './paywall';
import { cancelPurchase, changePurchase, listInvoices, listPurchases, previewChange, resumePurchase, type PurchaseDeps } from './purchases';

export function paymentRoutes(fastify: FastifyInstance, { db, settings }: RouteDeps, payments: PaymentsRuntime): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps: PurchaseDeps = { db, provider: payments.provider, tell: payments.tell };

  // Visitors see the plans too: the paywall shows before sign-in in a premium community.
  app.get(apiPaths.paywall, { config: { access: 'public' } }, async () => readPaywall(db, payments.provider.name));

  app.post(apiPaths.checkoutSessions, { config: { access: 'member' }, schema: { body: checkoutBody } }, async (request, reply) => {
    const answer = await openCheckout(db, payments.provider, settings, viewerOf(request).user, request.body);
    return reply.code(201).send(answer);
  });

  app.get(apiPaths.webSubscriptionPurchases, { config: { access: 'member' } }, async (request) => ({
    web_subscription_purchases: await listPurchases(db, viewerOf(request).user.id),
  }));

  app.post(apiPaths.purchaseCancel, { config: { access: 'member' }, schema: { params: purchaseParams } }, async (request) => ({
    web_subscription_purchase: await cancelPurchase(deps, viewerOf(request).user.id, request.params.purchaseId),
  }));

  app.post(apiPaths.purchaseResume, { config: { access: 'member' }, schema: { params: purchaseParams } }, async (request) => ({
    web_subscription_purchase: await resumePurchase(deps, viewerOf(request).user.id, request.params.purchaseId),
  }));

  app.post(apiPaths.purchaseUpcoming, { config: { access: 'member' }, schema: { params: purchaseParams, body: upcomingBody } }, async (request) => ({
    upcoming: await previewChange(deps, viewerOf(request).user.id, request.params.purchaseId, request.body.new_web_subscription_id),
  }));

  app.post(apiPaths.purchaseChange, { config: { access: 'member' }, schema: { params: purchaseParams, body: changeBody } }, async (request) => ({
    web_subscription_purchase: await changePurchase(deps, viewerOf(request).user.id, request.params.purchaseId, request.body),
  }));

  app.post(apiPaths.billingPortalSessions, { config: { access: 'member' }, schema: { body: billingPortalBody } }, async (request, reply) => {
    const customerId = await customerOf(db, payments.provider, viewerOf(request).user);
    const url = await payments.provider.billingPortal({ customerId, returnUrl: appLink(settings, request.body.return_path) });
    return reply.code(201).send({ url });
  });

  app.get(apiPaths.invoices, { config: { access: 'member' } }, async (request) => ({ invoices: await listInvoices(db, viewerOf(request).user.id) }));
}
