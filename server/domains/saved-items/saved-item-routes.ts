// Saved items: the member's list (?cursor), save (idempotent, 201 then 200) and unsave (204), each write exactly once per Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { savedItemKey, savedItemsQuery } from '../../../schema/saved-items/wire';
import { viewerOf } from '../../http/access';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';
import { listSavedItems, saveItem, unsaveItem } from './saved-items';

export function savedItemRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.accountSavedItems, { config: { access: 'member' }, schema: { querystring: savedItemsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return listSavedItems(db, viewer, request.query);
  });

  // The body is built by the engine, not typed by a member: a malformed one is a 400 naming the field, like a bad path.
  app.post(apiPaths.accountSavedItems, { config: { access: 'member' }, schema: { body: builtBody(savedItemKey) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    return sendStored(reply, await saveItem(db, viewer, request.body, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.accountSavedItem, { config: { access: 'member' }, schema: { params: savedItemKey } }, async (request, reply) => {
    const viewer = viewerOf(request);
    return sendStored(reply, await unsaveItem(db, viewer, request.params, readIdempotencyKey(request)));
  });
}
