// Profile commands (spec 2.5, 5): avatar, display name, username and bio, custom fields, onboarding and legal agreement.
import { AVATAR_MAX_BYTES } from '../../schema/constants';
import type { LocalDb } from '../../schema/local-db';
import { messages } from '../../schema/messages';
import {
  AVATAR_MIME_TYPES,
  avatarBody,
  customUserValuesBody,
  displayNameBody,
  legalAgreementBody,
  profileBody,
  type CustomUserFieldsAnswer,
  type CustomUserValue,
  type ProfileBody,
} from '../../schema/profile';
import type { User } from '../../schema/session';
import { attempt, done, failure, validate } from '../account-results';
import { ApiError } from '../api-error';
import type { AccountResult } from '../engine-api';
import { asMember, patchUserData, withUser } from '../user-data';
import type { EngineContext } from './context';

/** Sends a call whose answer is the member's user record, and keeps it in the mirror's user data. */
function updatesUser(db: LocalDb, call: () => Promise<{ user: User }>): Promise<AccountResult> {
  return asMember(db, async (session) => {
    const answer = await attempt(call);
    if (!answer.ok) return answer;
    await patchUserData(db, session.user_id, withUser(answer.value.user));
    return done;
  });
}

export function profileCommands({ db, api }: EngineContext) {
  return {
    /**
     * Uploads an avatar image (at most 10 MB); answers its file url for setAvatar. Checked here too, so a file
     * that cannot be accepted is refused before 10 MB go over a mobile line.
     */
    async uploadAvatar(file: Blob, name: string): Promise<AccountResult<string>> {
      if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return { ok: false, status: 422, message: messages.fileFormatUnsupported };
      if (file.size === 0 || file.size > AVATAR_MAX_BYTES) return { ok: false, status: 413, message: messages.avatarUploadFailed };
      return asMember(db, async () => {
        try {
          return { ok: true, value: (await api.upload(file, name)).file_url };
        } catch (e) {
          const known = e instanceof ApiError && e.kind === 'http' && e.code < 500 && e.data;
          return known ? failure(e) : { ok: false, status: e instanceof ApiError ? e.code : -1, message: messages.avatarUploadFailed };
        }
      });
    },

    async setAvatar(fileUrl: string): Promise<AccountResult> {
      const body = validate(avatarBody, { file_url: fileUrl });
      if (!body.ok) return body;
      return updatesUser(db, () => api.setAvatar(body.value.file_url));
    },

    async changeDisplayName(displayName: string): Promise<AccountResult> {
      const body = validate(displayNameBody, { display_name: displayName });
      if (!body.ok) return body;
      return updatesUser(db, () => api.changeDisplayName(body.value.display_name));
    },

    /** Username and bio. */
    async update(changes: ProfileBody): Promise<AccountResult> {
      const body = validate(profileBody, changes);
      if (!body.ok) return body;
      return updatesUser(db, () => api.updateProfile(body.value));
    },

    /** The community's custom profile fields and the member's answers. */
    customFields(): Promise<AccountResult<CustomUserFieldsAnswer>> {
      return asMember(db, () => attempt(() => api.customUserFields()));
    },

    async saveCustomValues(values: CustomUserValue[]): Promise<AccountResult<CustomUserValue[]>> {
      const body = validate(customUserValuesBody, { values });
      if (!body.ok) return body;
      return asMember(db, async () => {
        const saved = await attempt(() => api.saveCustomUserValues(body.value));
        return saved.ok ? { ok: true, value: saved.value.custom_user_values } : saved;
      });
    },

    completeOnboarding(): Promise<AccountResult> {
      return updatesUser(db, () => api.completeOnboarding());
    },

    async agreeToLegal(privacyPolicyVersion: number, termsConditionsVersion: number): Promise<AccountResult> {
      const body = validate(legalAgreementBody, { privacy_policy_version: privacyPolicyVersion, terms_conditions_version: termsConditionsVersion });
      if (!body.ok) return body;
      return updatesUser(db, () => api.agreeToLegal(body.value));
    },
  };
}
