// Whether this browser has push and the permission it holds, and whether the deployment sends any: read at every start, so it stays apart from subscribing.
import type { NotificationsConfig } from '../../schema/push';
import type { PushPermission } from '../lib/push-prompt';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}

/** Whether this deployment sends push at all: a Web Push key, or a firebase config (FCM). */
export const pushOffered = (config: NotificationsConfig | null | undefined): boolean => Boolean(config?.firebase_config || config?.vapid_public_key);
