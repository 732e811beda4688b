// Forgotten, reset and changed passwords, email confirmation and its resend (spec 2.5, 5).
import {
  accountRulesOf,
  changePasswordBody,
  confirmEmailBody,
  defaultAccountRules,
  forgotPasswordBody,
  newPasswordRule,
  resendConfirmationBody,
  resetPasswordBody,
} from '../schema/accounts';
import type { LocalDb } from '../schema/local-db';
import type { Api } from './api';
import { attempt, validate } from './account-results';
import type { AccountResult } from './engine-api';
import { kvGet } from './kv';
import { asMember, reloadUserData } from './user-data';

const done: AccountResult = { ok: true, value: undefined };

async function newPasswordOk(db: LocalDb, password: string): Promise<AccountResult> {
  const config = await kvGet(db, 'configuration');
  const min = (config ? accountRulesOf(config) : defaultAccountRules).passwordMinLength;
  const checked = validate(newPasswordRule(min), password);
  return checked.ok ? done : checked;
}

async function sent(call: () => Promise<unknown>): Promise<AccountResult> {
  const result = await attempt(call);
  return result.ok ? done : result;
}

/** Accepted for any well-formed address: whether it has an account is not told. */
export async function requestPasswordReset(api: Api, email: string): Promise<AccountResult> {
  const body = validate(forgotPasswordBody, { email });
  if (!body.ok) return body;
  return sent(() => api.requestPasswordReset(body.value.email));
}

export async function resetPassword(db: LocalDb, api: Api, token: string, newPassword: string): Promise<AccountResult> {
  const body = validate(resetPasswordBody, { token, new_password: newPassword });
  if (!body.ok) return body;
  const rule = await newPasswordOk(db, newPassword);
  if (!rule.ok) return rule;
  return sent(() => api.resetPassword(body.value));
}

export async function changePassword(db: LocalDb, api: Api, current: string, next: string): Promise<AccountResult> {
  const body = validate(changePasswordBody, { current_password: current, new_password: next });
  if (!body.ok) return body;
  const rule = await newPasswordOk(db, next);
  if (!rule.ok) return rule;
  return asMember(db, () => sent(() => api.changePassword(body.value)));
}

/** Signed in, the member's user data is reloaded so the confirmation shows at once. */
export async function confirmEmail(db: LocalDb, api: Api, token: string): Promise<AccountResult> {
  const body = validate(confirmEmailBody, { token });
  if (!body.ok) return body;
  const result = await sent(() => api.confirmEmail(body.value.token));
  if (result.ok && (await kvGet(db, 'session'))) await reloadUserData(db, api);
  return result;
}

export async function resendEmailConfirmation(db: LocalDb, api: Api, captchaToken?: string): Promise<AccountResult> {
  const body = validate(resendConfirmationBody, { captcha_token: captchaToken || undefined });
  if (!body.ok) return body;
  return asMember(db, () => sent(() => api.resendConfirmation(body.value)));
}
