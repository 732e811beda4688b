// The chat composer's images: a picker (up to MESSAGE_MAX_IMAGES, the post image formats and size), previews with remove.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POST_MAX_IMAGES } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import type { ComposerAttachment } from '../../../schema/mirror/composer-drafts';
import MediaPreview from '../../components/MediaPreview';
import { isolate } from '../../i18n/isolate';
import { imageAcceptList, imageRefusal } from '../../lib/attachment-rules';

/** A message carries at most as many images as a post (docs/api-chats.md). */
export const MESSAGE_MAX_IMAGES = POST_MAX_IMAGES;

interface PickerProps {
  value: ComposerAttachment[];
  onChange(next: ComposerAttachment[]): void;
  /** Why a picked file was left out (the composer shows it), or null. */
  onRefusal(message: string | null): void;
  disabled?: boolean;
}

/** The button that adds images (several at once); files of other formats, too large or beyond the fifth are refused. */
export function MessageImagePicker({ value, onChange, onRefusal, disabled }: PickerProps) {
  const { t } = useTranslation('chats');
  const id = useId();
  const full = value.length >= MESSAGE_MAX_IMAGES;
  return (
    <>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        multiple
        accept={imageAcceptList}
        disabled={disabled || full}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          const fit = files.filter((f) => imageRefusal(f) === null);
          const taken = fit.slice(0, MESSAGE_MAX_IMAGES - value.length);
          onRefusal(files.map(imageRefusal).find((r) => r !== null) ?? (taken.length < fit.length ? messages.messageImageLimit : null));
          if (taken.length > 0) onChange([...value, ...taken.map((f) => ({ id: crypto.randomUUID(), blob: f, file_name: f.name, content_type: f.type }))]);
        }}
        data-testid="message-images-input"
      />
      <label className={`message-composer__pick${full || disabled ? ' message-composer__pick--off' : ''}`} htmlFor={id} title={t('composer.addImages')}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="M21 17l-5-5-9 8" />
        </svg>
        <span className="visually-hidden">{t('composer.addImages')}</span>
      </label>
    </>
  );
}

/** The images picked for the message, each with its Remove. */
export function MessageImagePreviews({ value, onChange, disabled }: { value: ComposerAttachment[]; onChange(next: ComposerAttachment[]): void; disabled?: boolean }) {
  const { t } = useTranslation('chats');
  if (value.length === 0) return null;
  return (
    <ul className="message-composer__images" aria-label={t('composer.attached')}>
      {value.map((a) => (
        <li key={a.id} className="message-composer__image" data-testid="message-image">
          <MediaPreview blob={a.blob} kind="image" name={a.file_name} />
          <button type="button" className="message-composer__remove" disabled={disabled} onClick={() => onChange(value.filter((x) => x.id !== a.id))}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t('removeNamed', { name: isolate(a.file_name) })}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
