// Whether this browser has push, and the permission it holds: read at every start, so it stays apart from subscribing.
import type { PushPermission } from '../lib/push-prompt';

export function pushPermission(): PushPermission {
  if (typeof window === 'undefined' || !('Notification' in window) || !('PushManager' in window) || !('serviceWorker' in navigator)) return 'unsupported';
  return Notification.permission;
}
