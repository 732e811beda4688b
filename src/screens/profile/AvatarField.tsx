// Picks and uploads an avatar (docs/product.md 5: at most 10 MB, image types only); Save waits until the upload has finished.
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { AVATAR_MIME_TYPES } from '../../lib/account-rules';

interface Props {
  currentUrl: string | null;
  initial: string;
  /** the uploaded file's url, to be set as the avatar on Save; null while none or uploading */
  onUploaded(fileUrl: string | null): void;
  onUploadingChange(uploading: boolean): void;
}

export default function AvatarField({ currentUrl, initial, onUploaded, onUploadingChange }: Props) {
  const { t } = useTranslation('profile');
  const [preview, setPreview] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError(null);
    if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return setError(messages.fileFormatUnsupported);
    if (file.size > AVATAR_MAX_BYTES) return setError(messages.avatarUploadFailed);
    setUploading(true);
    onUploadingChange(true);
    onUploaded(null);
    try {
      const result = await getEngine().profile.uploadAvatar(file, file.name);
      if (result.ok) {
        setPreview(URL.createObjectURL(file));
        onUploaded(result.value);
      } else {
        setError(result.message || messages.avatarUploadFailed);
      }
    } catch {
      setError(messages.avatarUploadFailed);
    } finally {
      setUploading(false);
      onUploadingChange(false);
    }
  };

  const shown = preview ?? currentUrl;
  return (
    <div className="avatar-field">
      {shown ? (
        <img className="avatar avatar--large" src={shown} alt={t('avatar.alt')} width={96} height={96} />
      ) : (
        <span className="avatar avatar--initial avatar--large" aria-hidden="true">
          {initial.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <label className="field">
        <span className="field__label">{t('avatar.label')}</span>
        <input type="file" name="avatar" accept={AVATAR_MIME_TYPES.join(',')} disabled={uploading} onChange={pick} />
        <span className="field__hint">{uploading ? t('avatar.uploading') : t('avatar.hint')}</span>
      </label>
      <FormAlert error={error} />
    </div>
  );
}
