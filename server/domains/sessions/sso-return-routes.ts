// SAML's HTTP-POST binding: the identity provider posts a form to /login/callback; the app reads it from the fragment.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { builtBody } from '../../http/validate';

export const SSO_RETURN_PATH = '/login/callback';

/** Posted by the identity provider's page, not typed by a member: a malformed form is a 400. */
const postedForm = builtBody(z.object({ SAMLResponse: z.string().min(1).max(200_000), RelayState: z.string().max(2_000).optional() }));

export async function ssoReturnRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: form bodies are accepted by this route only, never by the JSON API.
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(SSO_RETURN_PATH, { config: { access: 'public' }, schema: { body: postedForm } }, async (request, reply) => {
      const form = request.body;
      // The fragment never reaches a server log or a Referer; the app's callback screen signs in with it.
      return reply.redirect(`${SSO_RETURN_PATH}#SAMLResponse=${encodeURIComponent(form.SAMLResponse)}`, 303);
    });
  });
}
