// GET /api/v2/pubnub_publish_key: a signed-in member's realtime keys, auth key, uuid and channels.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import type { PubnubPublishKeyResponse } from '../../../schema/realtime';
import { realtimeKeyOf } from './realtime-keys';
import { realtimeUuid } from '../../realtime/gateway-sessions';
import { sha256Hex } from '../sessions/tokens';
import type { Realtime } from '../../realtime/realtime';
import { credentialsOf, viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's realtime parts (benchmarks count waiting long-polls on its hub). */
    realtime: Realtime;
  }
}

export function realtimeRoutes(fastify: FastifyInstance, { realtime }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.decorate('realtime', realtime);
  app.get(apiPaths.pubnubPublishKey, { config: { access: 'member' } }, async (request): Promise<PubnubPublishKeyResponse> => {
    const viewer = viewerOf(request);
    const channels = await realtime.access.readable(viewer.user.id);
    // Never the session's secret: the SDK puts its auth key in every URL. The gateway takes the session's realtime key;
    // PubNub a token its access manager granted for these channels.
    const authKey = realtime.pubnub ? await realtime.pubnub.grant(viewer.user.id, channels) : realtimeKeyOf(viewer.sessionId, sha256Hex(credentialsOf(request).secret));
    return {
      publish_key: realtime.keys.publishKey,
      subscribe_key: realtime.keys.subscribeKey,
      auth_key: authKey,
      uuid: realtimeUuid(viewer.user.id),
      realtime: realtime.config,
      channels,
    };
  });
}
