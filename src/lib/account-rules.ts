// Account rules the app checks before asking the engine: the configured lengths and the few fixed values they use.
import type { Configuration } from '../../schema/configuration';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../schema/constants';

/*
 * These equal the constants of schema/accounts.ts and schema/profile.ts (tests/app/account-rules.test.ts
 * holds them equal). Those modules build zod schemas when loaded, and the app bundle stays free of zod:
 * the engine validates with the schemas themselves.
 */
export const DELETE_ACCOUNT_WORD = 'DELETE';
export const USERNAME_PATTERN = /^[a-z0-9_.]+$/;
export const DEFAULT_USERNAME_MIN_LENGTH = 3;
export const DEFAULT_USERNAME_MAX_LENGTH = 30;
export const LOGIN_CODE_LENGTH = 8;
export const AVATAR_MIME_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/tiff', 'image/gif', 'image/webp'];

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

/** Spec 2.5: sign-up is open only when web registration is enabled and magic links are not in use. */
export function signupOpen(config: Configuration | null): boolean {
  return Boolean(config?.web_registration_enabled && !config.login_using_magic_links);
}
