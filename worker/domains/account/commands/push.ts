// Push commands: this device's subscription sent to the server for the session, and remembered in the mirror so the app knows it is registered.
import { deviceTokenBody } from '../../../../schema/push';
import { attempt, validate } from '../account-results';
import type { AccountResult } from '../../../engine-results';
import type { EngineContext } from '../../../commands/context';

export function pushCommands(ctx: EngineContext) {
  const { api, db } = ctx;
  return {
    /**
     * Sends this device's Web Push subscription (`PushSubscription.toJSON()`) or FCM token for the signed-in session.
     * Kept in the mirror as member data: a sign-out forgets it, so the next member's sign-in registers again.
     */
    async register(registration: { web_push: unknown } | { registration_token: string }): Promise<AccountResult> {
      const body = validate(deviceTokenBody, registration);
      if (!body.ok) return body;
      const sent = await attempt(() => api.registerDevice(body.value));
      if (!sent.ok) return sent;
      const id = 'web_push' in body.value ? body.value.web_push.endpoint : String(body.value.registration_token);
      await db.kv.put({ key: 'pushRegistration', value: { id, registered_at: new Date().toISOString() } });
      return { ok: true, value: undefined };
    },

    /** This device no longer receives push for the session (the member turned it off here). */
    async unregister(): Promise<AccountResult> {
      const sent = await attempt(() => api.registerDevice({ registration_token: null }));
      if (!sent.ok) return sent;
      await db.kv.delete('pushRegistration');
      return { ok: true, value: undefined };
    },
  };
}
