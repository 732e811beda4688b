// Members' event routes: the list, one event, the answer (exactly once per Idempotency-Key), the attendees, one event's .ics.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { fillPath } from '../../../schema/route-paths';
import { attendeesQuery, eventIdParams, eventsQuery, rsvpBody } from '../../../schema/events/wire';
import { idempotentWrite, requestFingerprint } from '../../core/idempotency';
import { viewerOf } from '../../http/access';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import type { RouteDeps } from '../../http/route-deps';
import { eventLens } from './event-lens';
import { listAttendees, listEvents, oneEvent } from './event-reads';
import { icsCalendar } from './ics';
import { answerEvent } from './rsvps';

export function eventRoutes(fastify: FastifyInstance, { db, settings }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lensOf = (userId: number, on = db) => eventLens(on, userId, settings.now());

  app.get(apiPaths.events, { config: { access: 'member' }, schema: { querystring: eventsQuery } }, async (request) =>
    listEvents(db, await lensOf(viewerOf(request).user.id), request.query),
  );

  app.get(apiPaths.event, { config: { access: 'member' }, schema: { params: eventIdParams } }, async (request) => ({
    event: await oneEvent(db, await lensOf(viewerOf(request).user.id), request.params.id),
  }));

  // The outbox's write: a replay answers the first answer and applies nothing (docs/architecture.md "Recipe: add an offline write").
  app.post(apiPaths.eventRsvp, { config: { access: 'member' }, schema: { params: eventIdParams, body: rsvpBody } }, async (request, reply) => {
    const userId = viewerOf(request).user.id;
    const { id } = request.params;
    const fingerprint = requestFingerprint(`POST ${fillPath(apiPaths.eventRsvp, { id: String(id) })}`, request.body);
    const answer = await idempotentWrite(db, { userId, key: readIdempotencyKey(request), fingerprint }, async (tx) => {
      const lens = await lensOf(userId, tx);
      await answerEvent(tx, lens, id, request.body);
      return { status: 200, body: { event: await oneEvent(tx, lens, id) } };
    });
    return sendStored(reply, answer);
  });

  app.get(apiPaths.eventAttendees, { config: { access: 'member' }, schema: { params: eventIdParams, querystring: attendeesQuery } }, async (request) =>
    listAttendees(db, await lensOf(viewerOf(request).user.id), request.params.id, request.query),
  );

  app.get(apiPaths.eventIcs, { config: { access: 'member' }, schema: { params: eventIdParams } }, async (request, reply) => {
    const event = await oneEvent(db, await lensOf(viewerOf(request).user.id), request.params.id);
    const file = icsCalendar([event], { appUrl: settings.publicUrl, name: event.name, now: settings.now(), timeZone: event.time_zone });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
      .send(file);
  });
}
