// /profile/edit: avatar, name, username, bio and custom fields; for a new member it is the onboarding step (guard 6).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '../../../schema/messages';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import TextField from '../../components/TextField';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useLeaveWhen } from '../../hooks/use-leave-when';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useKv } from '../../hooks/use-kv';
import { changedValues, missingMandatory, valuesById } from '../../lib/custom-fields';
import { nextNameChange } from '../../lib/display-name-cooldown';
import AvatarField from './AvatarField';
import CustomFieldsSection from './CustomFieldsSection';
import DisplayNameField from './DisplayNameField';
import { saveProfile } from './save-profile';

export default function ProfileEditScreen() {
  const { t } = useTranslation('profile');
  const { userData } = useSession();
  const user = userData?.user;
  const onboarding = user?.onboarding_completed === false;
  const leave = useLeaveWhen(user?.onboarding_completed === true);
  useDocumentTitle(onboarding ? t('edit.onboardingTitle') : t('edit.title'));
  const [openedAt] = useState(() => Date.now());
  const [displayName, setDisplayName] = useState(user?.display_name ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [bio, setBio] = useState(user?.bio ?? '');
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  // The fields and the member's values from the device at once (unsent answers included); the server's refresh them.
  const custom = useKv('customFields');
  const fieldsLoad = useEngineLoad('custom-fields', (engine) => engine.profile.loadCustomFields());
  // Only what the member typed since the last save; every other field shows the mirror's value.
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useAccountAction();

  if (!user) return null;
  const nextChange = nextNameChange(user.display_name_changed_at, openedAt);
  const fields = custom?.value.custom_user_fields ?? [];
  const stored = valuesById(custom?.value.custom_user_values ?? []);
  const values = { ...stored, ...edits };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (!displayName.trim() || missingMandatory(fields, values)) return save.setError(messages.mandatoryFields);
    const profile = {
      ...(username.trim().toLowerCase() !== user.username ? { username: username.trim().toLowerCase() } : {}),
      ...(bio.trim() !== (user.bio ?? '') ? { bio: bio.trim() } : {}),
    };
    const result = await save.run(() =>
      saveProfile(getEngine(), {
        avatarUrl,
        displayName: !nextChange && displayName.trim() !== user.display_name ? displayName.trim() : null,
        profile: Object.keys(profile).length > 0 ? profile : null,
        values: changedValues(fields, stored, values),
        completeOnboarding: onboarding,
      }),
    );
    if (!result?.ok || !save.isMounted()) return;
    setAvatarUrl(null);
    setEdits({});
    // Onboarding done: on to where the member was going (the guards follow a remembered target from root).
    if (onboarding) leave();
    else setSaved(true);
  };

  return (
    <section className="card stack" data-testid="profile-edit">
      <h1>{onboarding ? t('edit.onboardingTitle') : t('edit.title')}</h1>
      {onboarding && <p className="muted">{t('edit.onboardingIntro')}</p>}
      <form className="form" onSubmit={submit} noValidate>
        <AvatarField currentUrl={user.avatar_url} initial={user.display_name} onUploaded={setAvatarUrl} onUploadingChange={setUploading} />
        <DisplayNameField value={displayName} onChange={setDisplayName} nextChange={nextChange} />
        <TextField label={t('edit.username')} name="username" autoCapitalize="none" spellCheck={false} value={username} onChange={setUsername} />
        <label className="field">
          <span className="field__label">{t('edit.bio')}</span>
          <textarea name="bio" rows={3} maxLength={500} value={bio} onChange={(e) => setBio(e.target.value)} />
        </label>
        {custom === null ? (
          <NotOnDevice {...fieldsLoad} loadingText={t('edit.loadingQuestions')} />
        ) : (
          <CustomFieldsSection fields={fields} values={values} onChange={(id, value) => setEdits((v) => ({ ...v, [id]: value }))} />
        )}
        <FormAlert error={save.error} success={saved ? t('edit.saved') : null} />
        <button type="submit" className="button button--wide" disabled={save.busy || uploading}>
          {uploading ? t('edit.waitingUpload') : save.busy ? t('saving') : onboarding ? t('edit.continue') : t('edit.save')}
        </button>
      </form>
    </section>
  );
}
