// Profile commands (docs/product.md 2.5, 5): avatar, display name, username and bio, custom fields, onboarding and legal agreement.
import { AVATAR_MAX_BYTES } from '../../../../schema/constants';
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import {
  AVATAR_MIME_TYPES,
  avatarBody,
  displayNameBody,
  legalAgreementBody,
  profileBody,
  type CustomUserValue,
  type ProfileBody,
} from '../../../../schema/profile';
import type { User } from '../../../../schema/session';
import { attempt, done, failure, validate } from '../account-results';
import { ApiError } from '../../../api-error';
import type { AccountResult } from '../../../engine-results';
import { asMember, patchUserData, withUser } from '../user-data';
import type { EngineContext } from '../../../commands/context';
import { enqueueChange } from '../../../commands/enqueue-change';

/** Sends a call whose answer is the member's user record, and keeps it in the mirror's user data. */
function updatesUser(db: LocalDb, call: () => Promise<{ user: User }>): Promise<AccountResult> {
  return asMember(db, async (session) => {
    const answer = await attempt(call);
    if (!answer.ok) return answer;
    await patchUserData(db, session.user_id, withUser(answer.value.user));
    return done;
  });
}

/** The member's custom values still unsent after a send: what onboarding must wait for, with why. */
async function customValuesWaiting(db: LocalDb): Promise<AccountResult> {
  const entry = await db.outbox.filter((e) => e.mutation.kind === 'custom_value.update').first();
  if (!entry) return done;
  return entry.status === 'failed'
    ? { ok: false, status: 422, message: entry.error || messages.settingNotSaved }
    : { ok: false, status: -1, message: messages.unknownError };
}

export function profileCommands(ctx: EngineContext) {
  const { db, api, puller, sendNow } = ctx;
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

    /** The community's custom profile fields and the member's answers, from the server into the mirror. */
    loadCustomFields(): Promise<void> {
      return puller.settings.loadCustomFields();
    },

    /** Shown at once (an empty value clears a field), sent when it can be; answers the client id. */
    saveCustomValues(values: CustomUserValue[]): Promise<AccountResult<string>> {
      return enqueueChange(ctx, { kind: 'custom_value.update', body: { values } });
    },

    /** The server checks the mandatory custom fields, so the member's unsent answers go first. */
    async completeOnboarding(): Promise<AccountResult> {
      await sendNow();
      const waiting = await customValuesWaiting(db);
      if (!waiting.ok) return waiting;
      return updatesUser(db, () => api.completeOnboarding());
    },

    async agreeToLegal(privacyPolicyVersion: number, termsConditionsVersion: number): Promise<AccountResult> {
      const body = validate(legalAgreementBody, { privacy_policy_version: privacyPolicyVersion, terms_conditions_version: termsConditionsVersion });
      if (!body.ok) return body;
      return updatesUser(db, () => api.agreeToLegal(body.value));
    },
  };
}
