// A session's push registration: its Web Push subscription or FCM token, one per session (a newer one replaces it), gone with the session.
import { eq } from 'drizzle-orm';
import type { DeviceTokenBody } from '../../../schema/push';
import type { Database } from '../../db/connect';
import { pushSubscriptions } from './push-schema';
import type { Viewer } from '../sessions/sessions';

export async function registerDevice(db: Database, viewer: Viewer, body: DeviceTokenBody): Promise<{ registered: 'web_push' | 'fcm' | null }> {
  const owner = { userId: viewer.user.id, sessionId: viewer.sessionId };
  const registration =
    'web_push' in body
      ? { kind: 'webpush' as const, endpoint: body.web_push.endpoint, p256dh: body.web_push.keys.p256dh, auth: body.web_push.keys.auth, token: null }
      : body.registration_token === null
        ? null
        : { kind: 'fcm' as const, endpoint: null, p256dh: null, auth: null, token: body.registration_token };
  return db.transaction(async (tx) => {
    if (registration === null) {
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, viewer.sessionId));
      return { registered: null };
    }
    // The same browser subscription may have been registered by an earlier session of this device: it moves here.
    if (registration.endpoint) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, registration.endpoint));
    if (registration.token) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.token, registration.token));
    await tx
      .insert(pushSubscriptions)
      .values({ ...owner, ...registration })
      .onConflictDoUpdate({ target: pushSubscriptions.sessionId, set: { ...registration, userId: owner.userId, updatedAt: new Date() } });
    return { registered: registration.kind === 'webpush' ? 'web_push' : 'fcm' };
  });
}
