// Rules for a new password: the configured minimum length, and not one of the passwords seen in breaches.
import commonPasswords from 'fxa-common-password-list';
import { formatMessage, messages } from '../../../schema/messages';
import { HttpError } from '../../core/http-error';

/** True for a password that breach corpora list among the most common (checked offline). */
export function isBreachedPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

/** The problems of a new password, as the product's messages (empty when it is fine). */
export function newPasswordProblems(password: string, minLength: number): string[] {
  if (password.length < minLength) return [formatMessage(messages.passwordTooShort, { count: minLength })];
  return isBreachedPassword(password) ? [messages.passwordBreached] : [];
}

export function assertNewPassword(password: string, minLength: number): void {
  const [first, ...rest] = newPasswordProblems(password, minLength);
  if (first) throw new HttpError(422, first, ...rest);
}
