// The member's own profile (spec 2.5, 5): avatar, display name, username and bio, custom fields, onboarding, legal, email.
import { AVATAR_MAX_BYTES } from '../schema/constants';
import type { LocalDb } from '../schema/local-db';
import { messages } from '../schema/messages';
import {
  AVATAR_MIME_TYPES,
  avatarBody,
  changeEmailBody,
  customUserValuesBody,
  displayNameBody,
  legalAgreementBody,
  profileBody,
  type CustomUserFieldsAnswer,
  type CustomUserValue,
  type ProfileBody,
} from '../schema/profile';
import type { User } from '../schema/session';
import type { Api } from './api';
import { attempt, failure, validate } from './account-results';
import { ApiError } from './api-error';
import type { AccountResult } from './engine-api';
import { asMember, patchUserData, reloadUserData, withUser } from './user-data';

/** Sends a call whose answer is the member's user record, and keeps it in the mirror's user data. */
function updatesUser(db: LocalDb, call: () => Promise<{ user: User }>): Promise<AccountResult> {
  return asMember(db, async (session) => {
    const answer = await attempt(call);
    if (!answer.ok) return answer;
    await patchUserData(db, session.user_id, withUser(answer.value.user));
    return { ok: true, value: undefined };
  });
}

/** Checked here too, so a file that cannot be accepted is refused before 10 MB go over a mobile line. */
export async function uploadAvatar(db: LocalDb, api: Api, file: Blob, name: string): Promise<AccountResult<string>> {
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
}

export async function setAvatar(db: LocalDb, api: Api, fileUrl: string): Promise<AccountResult> {
  const body = validate(avatarBody, { file_url: fileUrl });
  if (!body.ok) return body;
  return updatesUser(db, () => api.setAvatar(body.value.file_url));
}

export async function changeDisplayName(db: LocalDb, api: Api, displayName: string): Promise<AccountResult> {
  const body = validate(displayNameBody, { display_name: displayName });
  if (!body.ok) return body;
  return updatesUser(db, () => api.changeDisplayName(body.value.display_name));
}

export async function updateProfile(db: LocalDb, api: Api, changes: ProfileBody): Promise<AccountResult> {
  const body = validate(profileBody, changes);
  if (!body.ok) return body;
  return updatesUser(db, () => api.updateProfile(body.value));
}

export function completeOnboarding(db: LocalDb, api: Api): Promise<AccountResult> {
  return updatesUser(db, () => api.completeOnboarding());
}

export function customUserFields(db: LocalDb, api: Api): Promise<AccountResult<CustomUserFieldsAnswer>> {
  return asMember(db, () => attempt(() => api.customUserFields()));
}

export async function saveCustomUserValues(db: LocalDb, api: Api, values: CustomUserValue[]): Promise<AccountResult<CustomUserValue[]>> {
  const body = validate(customUserValuesBody, { values });
  if (!body.ok) return body;
  return asMember(db, async () => {
    const saved = await attempt(() => api.saveCustomUserValues(body.value));
    return saved.ok ? { ok: true, value: saved.value.custom_user_values } : saved;
  });
}

export async function agreeToLegal(db: LocalDb, api: Api, privacyVersion: number, termsVersion: number): Promise<AccountResult> {
  const body = validate(legalAgreementBody, { privacy_policy_version: privacyVersion, terms_conditions_version: termsVersion });
  if (!body.ok) return body;
  return updatesUser(db, () => api.agreeToLegal(body.value));
}

/** The new address waits for its confirmation; user data is reloaded to show it as pending. */
export async function changeEmail(db: LocalDb, api: Api, email: string, password: string): Promise<AccountResult> {
  const body = validate(changeEmailBody, { email, password });
  if (!body.ok) return body;
  return asMember(db, async () => {
    const sent = await attempt(() => api.changeEmail(body.value));
    if (!sent.ok) return sent;
    await reloadUserData(db, api);
    return { ok: true, value: undefined };
  });
}
