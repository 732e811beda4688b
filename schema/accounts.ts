// Ways in and account security: code, single sign-on, sign-up, passwords, email confirmation, dev mailbox.
import { z } from 'zod';
import type { Configuration } from './configuration';
import {
  DEFAULT_PASSWORD_MIN_LENGTH,
  DEFAULT_USERNAME_MAX_LENGTH,
  DEFAULT_USERNAME_MIN_LENGTH,
  DELETE_ACCOUNT_WORD,
  LOGIN_CODE_LENGTH,
  USERNAME_PATTERN,
} from './constants';
import { formatMessage, messages } from './messages';
import { email } from './session';

export { DEFAULT_USERNAME_MAX_LENGTH, DEFAULT_USERNAME_MIN_LENGTH, DELETE_ACCOUNT_WORD, LOGIN_CODE_LENGTH, USERNAME_PATTERN };
/** Login codes: LOGIN_CODE_LENGTH characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const LOGIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const mandatory = messages.mandatoryFields;
/** Empty answers (202) of calls that must not reveal whether an account exists. */
export const acceptedAnswer = z.object({});

export const magicLinkBody = z.object({
  email,
  invite_link_code: z.string().max(200).optional(),
});
export type MagicLinkBody = z.infer<typeof magicLinkBody>;

export const magicSessionBody = z.object({
  // Spaces and lower case from a retyped code are forgiven.
  code: z
    .string({ error: messages.invalidCode })
    .transform((c) => c.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().min(1, messages.invalidCode).max(32, messages.invalidCode)),
});
export type MagicSessionBody = z.infer<typeof magicSessionBody>;

export const oidcSessionParams = z.object({ clientId: z.string().min(1).max(200) });
export const oidcSessionBody = z.object({
  access_token: z.string({ error: messages.loginNotRecognised }).min(1, messages.loginNotRecognised).max(20_000, messages.loginNotRecognised),
});
export type OidcSessionBody = z.infer<typeof oidcSessionBody>;

export const samlSessionBody = z.object({
  /** base64 of the identity provider's signed SAML Response */
  saml_response: z.string({ error: messages.loginNotRecognised }).min(1, messages.loginNotRecognised).max(200_000, messages.loginNotRecognised),
});
export type SamlSessionBody = z.infer<typeof samlSessionBody>;

/** The configured limits sign-up and password changes are checked against. */
export interface AccountRules {
  passwordMinLength: number;
  usernameMinLength: number;
  usernameMaxLength: number;
}

export const defaultAccountRules: AccountRules = {
  passwordMinLength: DEFAULT_PASSWORD_MIN_LENGTH,
  usernameMinLength: DEFAULT_USERNAME_MIN_LENGTH,
  usernameMaxLength: DEFAULT_USERNAME_MAX_LENGTH,
};

export function accountRulesOf(config: Pick<Configuration, 'password_validations' | 'username_customisations'>): AccountRules {
  return {
    passwordMinLength: config.password_validations?.min_length ?? DEFAULT_PASSWORD_MIN_LENGTH,
    usernameMinLength: config.username_customisations?.min_length ?? DEFAULT_USERNAME_MIN_LENGTH,
    usernameMaxLength: config.username_customisations?.max_length ?? DEFAULT_USERNAME_MAX_LENGTH,
  };
}

/** A new password: present, at least the configured length. (The breach check is the server's.) */
export function newPasswordRule(minLength: number) {
  return z
    .string({ error: mandatory })
    .min(1, mandatory)
    .min(minLength, formatMessage(messages.passwordTooShort, { count: minLength }))
    .max(1024, messages.badRequest);
}

export function usernameRule(rules: AccountRules) {
  return z
    .string({ error: mandatory })
    .trim()
    .toLowerCase()
    .min(1, mandatory)
    .min(rules.usernameMinLength, formatMessage(messages.usernameTooShort, { count: rules.usernameMinLength }))
    .max(rules.usernameMaxLength, formatMessage(messages.usernameTooLong, { count: rules.usernameMaxLength }))
    .regex(USERNAME_PATTERN, messages.usernameIncorrect);
}

export const DISPLAY_NAME_MAX = 60;
export const displayNameRule = z.string({ error: mandatory }).trim().min(1, mandatory).max(DISPLAY_NAME_MAX, messages.displayNameTooLong);

/** POST /api/v1/accounts under the given rules; the server also checks breach, uniqueness, invite and referral. */
export function signUpBodyFor(rules: AccountRules) {
  return z
    .object({
      email: z.string({ error: mandatory }).trim().min(1, mandatory).pipe(email),
      password: newPasswordRule(rules.passwordMinLength),
      password_confirmation: z.string({ error: mandatory }).max(1024, messages.badRequest),
      username: usernameRule(rules),
      display_name: displayNameRule,
      invite_code: z.string().trim().max(200).optional(),
      referral_code: z.string().trim().max(100).optional(),
      captcha_token: z.string().max(4096).optional(),
    })
    .refine((b) => b.password === b.password_confirmation, { message: messages.passwordsDoNotMatch, path: ['password_confirmation'] });
}
export const signUpBody = signUpBodyFor(defaultAccountRules);
export type SignUpBody = z.infer<typeof signUpBody>;

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBody>;

/** new_password is checked against the configured minimum by the server (and by newPasswordRule on the client). */
export const resetPasswordBody = z.object({
  token: z.string({ error: messages.resetLinkInvalid }).min(1, messages.resetLinkInvalid).max(200, messages.resetLinkInvalid),
  new_password: z.string({ error: mandatory }).min(1, mandatory).max(1024, messages.badRequest),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  current_password: z.string({ error: messages.loginNotRecognised }).min(1, messages.loginNotRecognised).max(1024, messages.loginNotRecognised),
  new_password: z.string({ error: mandatory }).min(1, mandatory).max(1024, messages.badRequest),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const confirmEmailBody = z.object({
  token: z.string({ error: messages.emailNotConfirmed }).min(1, messages.emailNotConfirmed).max(200, messages.emailNotConfirmed),
});
export type ConfirmEmailBody = z.infer<typeof confirmEmailBody>;

export const resendConfirmationBody = z.object({ captcha_token: z.string().max(4096).optional() });
export type ResendConfirmationBody = z.infer<typeof resendConfirmationBody>;

/** GET /api/dev/mailbox?to= (development only). */
export const devMailboxQuery = z.object({ to: z.string().max(254).optional() });
export const devMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type DevMail = z.infer<typeof devMail>;
export const devMailboxAnswer = z.object({ messages: z.array(devMail) });
