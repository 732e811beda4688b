// /profile/edit: avatar, name, username, bio and custom fields; for a new member it is the onboarding step (guard 6).
import { useEffect, useState, type FormEvent } from 'react';
import type { CustomUserField } from '../../../schema/profile';
import { messages } from '../../../schema/messages';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import TextField from '../../components/TextField';
import { getEngine } from '../../hooks/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useLeaveWhen } from '../../hooks/use-leave-when';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { changedValues, missingMandatory, valuesById } from '../../lib/custom-fields';
import { nextNameChange } from '../../lib/display-name-cooldown';
import AvatarField from './AvatarField';
import CustomFieldsSection from './CustomFieldsSection';
import DisplayNameField from './DisplayNameField';
import { saveProfile } from './save-profile';

interface LoadedFields {
  fields: CustomUserField[];
  saved: Record<number, string>;
}

export default function ProfileEditScreen() {
  const { userData } = useSession();
  const user = userData?.user;
  const onboarding = user?.onboarding_completed === false;
  const leave = useLeaveWhen(user?.onboarding_completed === true);
  useDocumentTitle(onboarding ? 'Complete your profile' : 'Edit profile');
  const [openedAt] = useState(() => Date.now());
  const [displayName, setDisplayName] = useState(user?.display_name ?? '');
  const [username, setUsername] = useState(user?.username ?? '');
  const [bio, setBio] = useState(user?.bio ?? '');
  const [avatarUrl, setAvatarUrl] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [loaded, setLoaded] = useState<LoadedFields | null>(null);
  const [values, setValues] = useState<Record<number, string>>({});
  const [saved, setSaved] = useState(false);
  const save = useAccountAction();
  const { run: runLoad, error: loadError } = useAccountAction();

  useEffect(() => {
    void runLoad(() => getEngine().profile.customFields()).then((result) => {
      if (!result?.ok) return;
      const savedValues = valuesById(result.value.custom_user_values);
      setLoaded({ fields: result.value.custom_user_fields, saved: savedValues });
      setValues(savedValues);
    });
  }, [runLoad]);

  if (!user) return null;
  const nextChange = nextNameChange(user.display_name_changed_at, openedAt);
  const fields = loaded?.fields ?? [];

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
        values: loaded ? changedValues(fields, loaded.saved, values) : [],
        completeOnboarding: onboarding,
      }),
    );
    if (!result?.ok || !save.isMounted()) return;
    setAvatarUrl(null);
    if (loaded) setLoaded({ ...loaded, saved: values });
    // Onboarding done: on to where the member was going (the guards follow a remembered target from root).
    if (onboarding) leave();
    else setSaved(true);
  };

  return (
    <section className="card stack" data-testid="profile-edit">
      <h1>{onboarding ? 'Complete your profile' : 'Edit profile'}</h1>
      {onboarding && <p className="muted">Tell the community a little about yourself before you start.</p>}
      <form className="form" onSubmit={submit} noValidate>
        <AvatarField currentUrl={user.avatar_url} initial={user.display_name} onUploaded={setAvatarUrl} onUploadingChange={setUploading} />
        <DisplayNameField value={displayName} onChange={setDisplayName} nextChange={nextChange} />
        <TextField label="Username" name="username" autoCapitalize="none" spellCheck={false} value={username} onChange={setUsername} />
        <label className="field">
          <span className="field__label">Bio</span>
          <textarea name="bio" rows={3} maxLength={500} value={bio} onChange={(e) => setBio(e.target.value)} />
        </label>
        <CustomFieldsSection fields={fields} values={values} onChange={(id, value) => setValues((v) => ({ ...v, [id]: value }))} />
        {loadError && <FormAlert error={loadError} />}
        <FormAlert error={save.error} success={saved ? 'Your profile is saved.' : null} />
        <button type="submit" className="button button--wide" disabled={save.busy || uploading}>
          {uploading ? 'Waiting for the upload…' : save.busy ? 'Saving…' : onboarding ? 'Continue' : 'Save'}
        </button>
      </form>
    </section>
  );
}
