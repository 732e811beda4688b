// The push notification a visit came from (guard 3 takes it out of the address; GuardGate keeps it here only with allow_all).
import { storedText } from '../lib/browser-storage';

export const pushNotificationIdStore = storedText('local', 'community.pushNotificationId');
