// Email address commands (docs/product.md 2.5, 5): confirming it, resending the confirmation, and changing it.
import { confirmEmailBody, resendConfirmationBody } from '../../../../schema/accounts';
import { changeEmailBody } from '../../../../schema/profile';
import { sent, validate } from '../account-results';
import type { AccountResult } from '../../../engine-results';
import { kvGet } from '../../../kv';
import { asMember, reloadUserData } from '../user-data';
import type { EngineContext } from '../../../commands/context';

export function emailCommands({ db, api }: EngineContext) {
  return {
    /** Confirms the address with the mailed token; signed in, user data is reloaded so the confirmation shows at once. */
    async confirm(token: string): Promise<AccountResult> {
      const body = validate(confirmEmailBody, { token });
      if (!body.ok) return body;
      const result = await sent(() => api.confirmEmail(body.value.token));
      if (result.ok && (await kvGet(db, 'session'))) await reloadUserData(db, api);
      return result;
    },

    /** Mails the confirmation again; the captcha token when the community asks for one. */
    async resendConfirmation(captchaToken?: string): Promise<AccountResult> {
      const body = validate(resendConfirmationBody, { captcha_token: captchaToken || undefined });
      if (!body.ok) return body;
      return asMember(db, () => sent(() => api.resendConfirmation(body.value)));
    },

    /** The new address waits for its confirmation; user data is reloaded to show it as pending. */
    async change(email: string, password: string): Promise<AccountResult> {
      const body = validate(changeEmailBody, { email, password });
      if (!body.ok) return body;
      return asMember(db, async () => {
        const result = await sent(() => api.changeEmail(body.value));
        if (result.ok) await reloadUserData(db, api);
        return result;
      });
    },
  };
}
