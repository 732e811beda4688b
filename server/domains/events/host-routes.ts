// Hosts' event routes (the group's admins and the community's hosts; members who may post create nothing): create, edit or cancel, delete, with series scopes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { createEventBody, eventIdParams, patchEventBody, seriesScopeQuery } from '../../../schema/events/wire';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { eventLens } from './event-lens';
import { oneEvent } from './event-reads';
import { createEvents, deleteEvents, patchEvents } from './host-writes';

export function eventHostRoutes(fastify: FastifyInstance, { db, settings, mailer }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const links = { publicUrl: settings.publicUrl };

  app.post(apiPaths.events, { config: { access: 'member' }, schema: { body: createEventBody } }, async (request, reply) => {
    const userId = viewerOf(request).user.id;
    const answer = await db.transaction(async (tx) => {
      const lens = await eventLens(tx, userId, settings.now());
      const ids = await createEvents(tx, lens, request.body);
      return { event: await oneEvent(tx, lens, ids[0]!), occurrence_ids: ids };
    });
    return reply.code(201).send(answer);
  });

  app.patch(apiPaths.event, { config: { access: 'member' }, schema: { params: eventIdParams, querystring: seriesScopeQuery, body: patchEventBody } }, async (request) => {
    const userId = viewerOf(request).user.id;
    const { answer, mails } = await db.transaction(async (tx) => {
      const lens = await eventLens(tx, userId, settings.now());
      const { ids, mails } = await patchEvents(tx, lens, request.params.id, request.body, request.query.apply_to, links);
      return { answer: { event: await oneEvent(tx, lens, request.params.id), touched_ids: ids }, mails };
    });
    // Mail goes once the change is committed.
    for (const m of mails) mailer.send(m);
    return answer;
  });

  app.delete(apiPaths.event, { config: { access: 'member' }, schema: { params: eventIdParams, querystring: seriesScopeQuery } }, async (request) => {
    const userId = viewerOf(request).user.id;
    const ids = await db.transaction(async (tx) => deleteEvents(tx, await eventLens(tx, userId, settings.now()), request.params.id, request.query.apply_to));
    return { deleted_ids: ids };
  });
}
