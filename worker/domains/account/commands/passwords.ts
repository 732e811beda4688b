// Password commands (docs/product.md 2.5, 5): the forgotten password's mail, its reset, and a signed-in change.
import {
  accountRulesOf,
  changePasswordBody,
  defaultAccountRules,
  forgotPasswordBody,
  newPasswordRule,
  resetPasswordBody,
} from '../../../../schema/accounts';
import type { LocalDb } from '../../../../schema/local-db';
import { done, sent, validate } from '../account-results';
import type { AccountResult } from '../../../engine-results';
import { kvGet } from '../../../kv';
import { asMember } from '../user-data';
import type { EngineContext } from '../../../commands/context';

/** The community's own minimum length, which the shared body schemas cannot know. */
async function newPasswordOk(db: LocalDb, password: string): Promise<AccountResult> {
  const config = await kvGet(db, 'configuration');
  const min = (config ? accountRulesOf(config) : defaultAccountRules).passwordMinLength;
  const checked = validate(newPasswordRule(min), password);
  return checked.ok ? done : checked;
}

export function passwordCommands({ db, api }: EngineContext) {
  return {
    /** Mails a reset link; accepted for any well-formed address, whether it has an account is not told. */
    async requestReset(email: string): Promise<AccountResult> {
      const body = validate(forgotPasswordBody, { email });
      if (!body.ok) return body;
      return sent(() => api.requestPasswordReset(body.value.email));
    },

    /** Sets a new password with the mailed token. */
    async reset(token: string, newPassword: string): Promise<AccountResult> {
      const body = validate(resetPasswordBody, { token, new_password: newPassword });
      if (!body.ok) return body;
      const rule = await newPasswordOk(db, newPassword);
      if (!rule.ok) return rule;
      return sent(() => api.resetPassword(body.value));
    },

    /** The signed-in member's change, proven by the current password. */
    async change(currentPassword: string, newPassword: string): Promise<AccountResult> {
      const body = validate(changePasswordBody, { current_password: currentPassword, new_password: newPassword });
      if (!body.ok) return body;
      const rule = await newPasswordOk(db, newPassword);
      if (!rule.ok) return rule;
      return asMember(db, () => sent(() => api.changePassword(body.value)));
    },
  };
}
