// SAML's HTTP-POST binding: the identity provider posts a form to /login/callback; the app reads it from the fragment.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput } from './validate';

export const SSO_RETURN_PATH = '/login/callback';

const postedForm = z.object({ SAMLResponse: z.string().min(1).max(200_000), RelayState: z.string().max(2_000).optional() });

export async function ssoReturnRoutes(app: FastifyInstance): Promise<void> {
  // Encapsulated: form bodies are accepted by this route only, never by the JSON API.
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post(SSO_RETURN_PATH, async (request, reply) => {
      const form = parseInput(postedForm, request.body);
      // The fragment never reaches a server log or a Referer; the app's callback screen signs in with it.
      return reply.redirect(`${SSO_RETURN_PATH}#SAMLResponse=${encodeURIComponent(form.SAMLResponse)}`, 303);
    });
  });
}
