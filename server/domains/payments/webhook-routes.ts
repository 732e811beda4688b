// POST /api/v2/payments/webhook: the providers' signed events, read as the raw bytes the signature covers (a parser of this route alone).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../schema/api-paths';
import type { PaymentsRuntime } from './payments-runtime';

export async function webhookRoutes(fastify: FastifyInstance, payments: PaymentsRuntime): Promise<void> {
  // A scope of its own: the raw JSON body here only, every other route keeps the app's JSON parser.
  await fastify.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(apiPaths.paymentWebhook, { config: { access: 'public' } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      await payments.receive(raw, Array.isArray(signature) ? signature[0] : signature);
      return reply.send({ received: true });
    });
  });
}
