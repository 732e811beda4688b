// Who may call a route is declared on the route: one without `access` stops the server at start-up, the check answers before the input is judged, and credentials sent as query parameters survive a route's declared query.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { numericId } from '../../schema/common';
import { messages } from '../../schema/messages';
import type { Database } from '../../server/db/connect';
import { installAccess } from '../../server/http/access';
import { installErrorHandling } from '../../server/http/error-handling';
import { validatorCompiler } from '../../server/http/validate';
import { drivers } from './support/test-db';
import { useTestApp } from './support/test-app';

/** A bare app with the access hook and our compiler; no database, since no call below opens a session. */
function bareApp() {
  const app = Fastify();
  installErrorHandling(app);
  app.setValidatorCompiler(validatorCompiler);
  installAccess(app, {} as Database);
  return app;
}

describe('route access', () => {
  it('refuses, at start-up, a route that does not say who may call it', () => {
    const app = bareApp();
    expect(() => app.get('/api/v2/forgotten', async () => ({}))).toThrow(/declares no access/);
  });

  it('answers a visitor 401 before judging the input; a bad path is a 400 naming the field, a bad form body a 422', async () => {
    const app = bareApp();
    const schema = { params: z.object({ id: numericId }), body: z.object({ text: z.string({ error: messages.mandatoryFields }) }) };
    app.post('/api/v2/things/:id', { config: { access: 'member' }, schema }, async () => ({}));
    app.post('/api/v2/open/:id', { config: { access: 'public' }, schema }, async () => ({}));
    const visitor = await app.inject({ method: 'POST', url: '/api/v2/things/abc', payload: { text: 1 } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ errors: [messages.sessionRequired] });
    const badPath = await app.inject({ method: 'POST', url: '/api/v2/open/abc', payload: {} });
    expect(badPath.statusCode).toBe(400);
    expect(badPath.json().errors[0]).toBe(messages.badRequest);
    expect(badPath.json().errors[1]).toMatch(/^id: /);
    const badBody = await app.inject({ method: 'POST', url: '/api/v2/open/1', payload: { text: 1 } });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json()).toEqual({ errors: [messages.mandatoryFields] });
    await app.close();
  });
});

describe.each(drivers)('credentials as query parameters on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('open a wall, first page and later ones, though the wall declares its own query', async () => {
    const session = await ctx.api.login('member@example.com');
    const auth = `X-Secret-Id=${encodeURIComponent(session.secret_id)}&X-Secret=${encodeURIComponent(session.secret)}`;
    const first = await ctx.api.call('GET', `/api/v2/walls/welcome/recent_posts?limit=1&${auth}`);
    expect(first.status).toBe(200);
    expect(first.body.meta.next).toEqual(expect.any(String));
    const next = await ctx.api.call('GET', `/api/v2/walls/welcome/recent_posts?limit=1&cursor=${encodeURIComponent(first.body.meta.next)}&${auth}`);
    expect(next.status).toBe(200);
  });
});
