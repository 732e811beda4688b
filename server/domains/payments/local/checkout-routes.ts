// The local provider's checkout page (/pay/checkout/:id) and its three buttons, reached by the browser without the app's credentials: the unguessable id is the key.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentMessages } from '../../../../schema/payments/payment-rules';
import { HttpError } from '../../../core/http-error';
import { localCheckoutPath } from '../providers';
import { checkoutLanguage, checkoutPage, checkoutPolicy, newNonce, notFoundPage } from './checkout-page';
import type { LocalProvider } from './local-provider';

const checkoutParams = z.object({ id: z.string().regex(/^cs_local_[A-Za-z0-9_-]{1,64}$/) });
const wantsPage = (request: FastifyRequest) => String(request.headers.accept ?? '').includes('text/html');

/** A browser gets a page in its language; any other caller the API's `{ errors }`. */
function sendHtml(reply: FastifyReply, status: number, html: string, nonce: string, appOrigin: string) {
  return reply.code(status).header('Content-Security-Policy', checkoutPolicy(nonce, appOrigin)).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
}

export async function checkoutPageRoutes(fastify: FastifyInstance, local: LocalProvider, appOrigin: string): Promise<void> {
  await fastify.register(async (scope) => {
    // The buttons are HTML forms: their body (empty) is read here only, as text, and never used.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      if (!wantsPage(request)) throw new HttpError(404, paymentMessages.checkoutNotFound);
      const nonce = newNonce();
      return sendHtml(reply, 404, notFoundPage(checkoutLanguage(request.headers['accept-language']), nonce), nonce, appOrigin);
    };
    app.get(localCheckoutPath, { config: { access: 'public' }, schema: { params: checkoutParams } }, async (request, reply) => {
      const checkout = await local.checkout(request.params.id);
      if (!checkout) return notFound(request, reply);
      const nonce = newNonce();
      return sendHtml(reply, 200, checkoutPage(checkout, checkoutLanguage(request.headers['accept-language']), nonce), nonce, appOrigin);
    });
    const actions = { pay: (id: string) => local.pay(id), decline: (id: string) => local.decline(id), cancel: (id: string) => local.cancel(id) };
    for (const [name, act] of Object.entries(actions)) {
      app.post(`${localCheckoutPath}/${name}`, { config: { access: 'public' }, schema: { params: checkoutParams } }, async (request, reply) => {
        try {
          return reply.redirect(await act(request.params.id), 303);
        } catch (err) {
          if (err instanceof HttpError && err.status === 404) return notFound(request, reply);
          throw err;
        }
      });
    }
  });
}
