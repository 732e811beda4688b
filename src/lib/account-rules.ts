// Account rules the app checks before asking the engine: the configured lengths and the few fixed values they use.
import type { Configuration } from '../../schema/configuration';
import {
  AVATAR_MIME_TYPES,
  DEFAULT_PASSWORD_MIN_LENGTH,
  DEFAULT_USERNAME_MAX_LENGTH,
  DEFAULT_USERNAME_MIN_LENGTH,
  DELETE_ACCOUNT_WORD,
  LOGIN_CODE_LENGTH,
  USERNAME_PATTERN,
} from '../../schema/constants';

// From schema/constants.ts, which holds no zod: the app bundle stays free of it (the engine validates).
export { AVATAR_MIME_TYPES, DEFAULT_USERNAME_MAX_LENGTH, DEFAULT_USERNAME_MIN_LENGTH, DELETE_ACCOUNT_WORD, LOGIN_CODE_LENGTH, USERNAME_PATTERN };

export interface ClientAccountRules {
  passwordMinLength: number;
  usernameMinLength: number;
  usernameMaxLength: number;
}

export function clientAccountRules(config: Configuration | null): ClientAccountRules {
  return {
    passwordMinLength: config?.password_validations?.min_length ?? DEFAULT_PASSWORD_MIN_LENGTH,
    usernameMinLength: config?.username_customisations?.min_length ?? DEFAULT_USERNAME_MIN_LENGTH,
    usernameMaxLength: config?.username_customisations?.max_length ?? DEFAULT_USERNAME_MAX_LENGTH,
  };
}

/** docs/product.md 2.5: sign-up is open only when web registration is enabled and magic links are not in use. */
export function signupOpen(config: Configuration | null): boolean {
  return Boolean(config?.web_registration_enabled && !config.login_using_magic_links);
}
