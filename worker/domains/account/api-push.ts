// The device's push registration (docs/api-push.md): PUT /api/v2/device/fcm_registration_token, validated with schema/push.
import { apiPaths } from '../../../schema/api-paths';
import { deviceTokenAnswer, type DeviceTokenBody } from '../../../schema/push';
import type { ApiClient } from '../../api-client';

export function pushCalls(client: ApiClient) {
  return {
    /** Registers this session's device (a Web Push subscription or an FCM token), or removes it (`registration_token: null`). */
    registerDevice: (body: DeviceTokenBody) => client.request('PUT', apiPaths.deviceToken, { body, schema: deviceTokenAnswer, retry: false }),
  };
}
