// The engine's realtime call (docs/api-realtime.md): the member's realtime credentials and channels.
import { apiPaths } from '../schema/api-paths';
import { pubnubPublishKeyResponse } from '../schema/realtime';
import type { ApiClient } from './api-client';

export function realtimeCalls(client: ApiClient) {
  return {
    /** GET /api/v2/pubnub_publish_key: keys, auth key or token, uuid, where to connect and the channels readable now. */
    realtimeCredentials: () => client.request('GET', apiPaths.pubnubPublishKey, { schema: pubnubPublishKeyResponse }),
  };
}
