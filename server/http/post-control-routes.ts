// Post controls: pinning and unpinning, and turning comments off and on, exactly once per Idempotency-Key (docs/api-post-controls.md).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { commentsSettingBody, pinBody } from '../../schema/post-controls';
import { postParams } from '../../schema/posts';
import { setCommentsDisabled } from '../domain/post-comments-setting';
import { assertHost } from '../domain/moderation-target';
import { pinPost, unpinPost } from '../domain/post-pins';
import { requireViewer } from './authenticate';
import { readIdempotencyKey, sendStored } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseInput } from './validate';

// Bodies are built by the app (a choice of four, a switch): a bad one is a 400 naming the field.
export function postControlRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post(apiPaths.postPin, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return sendStored(reply, await pinPost(db, viewer, id, parseInput(pinBody, request.body), readIdempotencyKey(request)));
  });

  app.delete(apiPaths.postPin, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    return sendStored(reply, await unpinPost(db, viewer, id, readIdempotencyKey(request)));
  });

  app.put(apiPaths.postCommentsDisabled, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    // The caller first: anyone but a host learns nothing from a malformed body.
    assertHost(viewer);
    const { id } = parseInput(postParams, request.params);
    return sendStored(reply, await setCommentsDisabled(db, viewer, id, parseInput(commentsSettingBody, request.body), readIdempotencyKey(request)));
  });
}
