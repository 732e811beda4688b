// The checks forms make before the engine is asked (docs/product.md 5), each answering the first message to show or null.
import { formatMessage, messages } from '../../schema/messages';
import { USERNAME_PATTERN, type ClientAccountRules } from './account-rules';

/** docs/product.md 5: the sign-up form does not show the count; elsewhere the message carries it. */
export const PASSWORD_TOO_SHORT_NO_COUNT = 'Password is too short';

// One @, something on both sides, a dot in the domain, no spaces: the server's check is the strict one.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | null {
  return EMAIL_SHAPE.test(email.trim()) ? null : messages.emailInvalid;
}

export function newPasswordProblem(password: string, confirmation: string, minLength: number, showCount = true): string | null {
  if (!password || !confirmation) return messages.mandatoryFields;
  if (password.length < minLength) {
    return showCount ? formatMessage(messages.passwordTooShort, { count: minLength }) : PASSWORD_TOO_SHORT_NO_COUNT;
  }
  return password === confirmation ? null : messages.passwordsDoNotMatch;
}

export function usernameProblem(username: string, rules: ClientAccountRules): string | null {
  const name = username.trim().toLowerCase();
  if (name.length < rules.usernameMinLength) return messages.usernameTooShort;
  if (name.length > rules.usernameMaxLength) return messages.usernameTooLong;
  return USERNAME_PATTERN.test(name) ? null : messages.usernameIncorrect;
}

export interface SignUpFields {
  display_name: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
  invite_code: string;
}

/** Mandatory fields first, then the rules in the order the form shows them. */
export function signUpProblem(form: SignUpFields, rules: ClientAccountRules, inviteRequired: boolean): string | null {
  const required = [form.display_name, form.username, form.email, form.password, form.password_confirmation];
  if (inviteRequired) required.push(form.invite_code);
  if (required.some((v) => !v.trim())) return messages.mandatoryFields;
  return (
    emailProblem(form.email) ??
    usernameProblem(form.username, rules) ??
    newPasswordProblem(form.password, form.password_confirmation, rules.passwordMinLength, false)
  );
}
