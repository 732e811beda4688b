// Post controls: pinning and unpinning, and turning comments off and on, exactly once per Idempotency-Key (docs/api-post-controls.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { commentsSettingBody, pinBody } from '../../../schema/post-controls';
import { postParams } from '../../../schema/posts';
import { setCommentsDisabled } from './post-comments-setting';
import { pinPost, unpinPost } from './post-pins';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { builtBody } from '../../http/validate';

// Bodies are built by the app (a choice of four, a switch): a bad one is a 400 naming the field.
export function postControlRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(apiPaths.postPin, { config: { access: 'member' }, schema: { params: postParams, body: builtBody(pinBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await pinPost(db, viewer, id, request.body, readIdempotencyKey(request)));
  });

  app.delete(apiPaths.postPin, { config: { access: 'member' }, schema: { params: postParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await unpinPost(db, viewer, id, readIdempotencyKey(request)));
  });

  app.put(apiPaths.postCommentsDisabled, { config: { access: 'host' }, schema: { params: postParams, body: builtBody(commentsSettingBody) } }, async (request, reply) => {
    const viewer = viewerOf(request);
    // The caller first: anyone but a host learns nothing from a malformed body.
    const { id } = request.params;
    return sendStored(reply, await setCommentsDisabled(db, viewer, id, request.body, readIdempotencyKey(request)));
  });
}
