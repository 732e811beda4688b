// Hosts' payment routes: plans and their prices, a product's web price, complimentary access, the grace after a failed renewal.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { grantBody, grantQuery, paymentSettingsBody, planCreateBody, planIdParams, planUpdateBody, productPriceBody } from '../../../schema/payments/wire';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { createPlan, grantPlan, listGrants, priceProduct, readPaymentSettings, revokeGrant, updatePaymentSettings, updatePlan } from './host-plans';

export function hostPaymentRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(apiPaths.plans, { config: { access: 'host' }, schema: { body: planCreateBody } }, async (request, reply) =>
    reply.code(201).send({ plan: await createPlan(db, request.body) }),
  );
  app.patch(apiPaths.plan, { config: { access: 'host' }, schema: { params: planIdParams, body: planUpdateBody } }, async (request) => ({
    plan: await updatePlan(db, request.params.id, request.body),
  }));
  app.patch(apiPaths.productPrice, { config: { access: 'host' }, schema: { params: planIdParams, body: productPriceBody } }, async (request) =>
    priceProduct(db, request.params.id, request.body),
  );
  app.get(apiPaths.planGrants, { config: { access: 'host' }, schema: { params: planIdParams } }, async (request) => listGrants(db, request.params.id));
  app.post(apiPaths.planGrants, { config: { access: 'host' }, schema: { params: planIdParams, body: grantBody } }, async (request, reply) =>
    reply.code(201).send(await grantPlan(db, request.params.id, viewerOf(request).user.id, request.body)),
  );
  app.delete(apiPaths.planGrants, { config: { access: 'host' }, schema: { params: planIdParams, querystring: grantQuery } }, async (request) =>
    revokeGrant(db, request.params.id, request.query.user_id),
  );
  app.get(apiPaths.paymentSettings, { config: { access: 'host' } }, async () => readPaymentSettings(db));
  app.patch(apiPaths.paymentSettings, { config: { access: 'host' }, schema: { body: paymentSettingsBody } }, async (request) =>
    updatePaymentSettings(db, request.body.grace_days),
  );
}
