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
  if (name.length < rules.usernameMinLength) return formatMessage(messages.usernameTooShort, { count: rules.usernameMinLength });
  if (name.length > rules.usernameMaxLength) return formatMessage(messages.usernameTooLong, { count: rules.usernameMaxLength });
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

export type SignUpProblems = Partial<Record<keyof SignUpFields, string>>;

/**
 * Every field's problem at once, in the order the form shows them (an empty field is mandatory; a filled one meets its
 * rule), so a member fixes them all in one go rather than one per submit. Empty: the form may be sent.
 */
export function signUpProblems(form: SignUpFields, rules: ClientAccountRules, inviteRequired: boolean): SignUpProblems {
  const problems: SignUpProblems = {};
  const fields: (keyof SignUpFields)[] = ['display_name', 'username', 'email', 'password', 'password_confirmation'];
  if (inviteRequired) fields.push('invite_code');
  for (const name of fields) if (!form[name].trim()) problems[name] = messages.fieldMandatory;
  const ruled: SignUpProblems = {
    username: form.username.trim() ? (usernameProblem(form.username, rules) ?? undefined) : undefined,
    email: form.email.trim() ? (emailProblem(form.email) ?? undefined) : undefined,
    password: form.password && form.password.length < rules.passwordMinLength ? PASSWORD_TOO_SHORT_NO_COUNT : undefined,
    password_confirmation:
      form.password && form.password_confirmation && form.password !== form.password_confirmation ? messages.passwordsDoNotMatch : undefined,
  };
  for (const [name, problem] of Object.entries(ruled) as [keyof SignUpFields, string | undefined][]) if (problem && !problems[name]) problems[name] = problem;
  return problems;
}
