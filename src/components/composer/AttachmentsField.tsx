// The composer's attachments: adding files (the file button, drag and drop, paste), previews, removal, and why a file was refused.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaTypeOfFileName } from '../../../schema/media-formats';
import type { ComposerAttachment } from '../../../schema/mirror/composer-drafts';
import { useLocalMessage } from '../../i18n/use-local-message';
import { acceptList, attachmentRefusal, type AttachmentOptions } from '../../lib/attachment-rules';
import { formatBytes } from '../../lib/format-bytes';
import MediaPreview from '../MediaPreview';

export interface AttachmentAdder {
  /** Adds each file the rules allow (checked by its name's extension; the server checks its bytes), in order. */
  add(files: readonly File[]): void;
  /** Why the last file refused was refused, or null. */
  refusal: string | null;
}

/** One way of adding files for the button, a drop on the composer and a paste into its text alike. */
export function useAttachmentAdder(value: ComposerAttachment[], onChange: (next: ComposerAttachment[]) => void, opts: AttachmentOptions): AttachmentAdder {
  const [refusal, setRefusal] = useState<string | null>(null);
  const add = (files: readonly File[]) => {
    let refused: string | null = null;
    const taken: ComposerAttachment[] = [];
    for (const file of files) {
      const why = attachmentRefusal(file, opts);
      if (why) refused ??= why;
      else taken.push({ id: crypto.randomUUID(), blob: file, file_name: file.name, content_type: file.type });
    }
    setRefusal(refused);
    if (taken.length > 0) onChange([...value, ...taken]);
  };
  return { add, refusal };
}

export interface AttachmentsFieldProps {
  /** the file input's id: the composer's file button (a label) opens it */
  inputId: string;
  value: ComposerAttachment[];
  onChange(next: ComposerAttachment[]): void;
  adder: AttachmentAdder;
  /** Video uploads are possible (limits.videos.reached is false). */
  videoAvailable: boolean;
  /** gif_upload_enabled */
  gifEnabled: boolean;
  disabled?: boolean;
}

export default function AttachmentsField({ inputId, value, onChange, adder, videoAvailable, gifEnabled, disabled }: AttachmentsFieldProps) {
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
  return (
    <div className="attachments">
      {value.length > 0 && (
        <ul className="attachments__list" aria-label={t('composer.attached')}>
          {value.map((a) => (
            <li key={a.id} className="attachments__item" data-testid="attachment">
              <MediaPreview blob={a.blob} kind={mediaTypeOfFileName(a.file_name)} name={a.file_name} />
              <span className="attachments__name">
                <bdi>{a.file_name}</bdi> <data className="attachments__size" value={a.blob.size}>{formatBytes(a.blob.size)}</data>
              </span>
              <button type="button" className="button button--small button--quiet attachments__remove" disabled={disabled} onClick={() => onChange(value.filter((x) => x.id !== a.id))}>
                {t('actions.remove')} <bdi className="visually-hidden">{a.file_name}</bdi>
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The browser's own file control would say its words in the browser's language, not the page's: hidden, the toolbar's button is its label. */}
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        multiple
        accept={acceptList({ videoAvailable, gifEnabled })}
        aria-describedby={adder.refusal ? `${inputId}-refusal` : undefined}
        disabled={disabled}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          adder.add(files);
        }}
      />
      {adder.refusal && (
        <p id={`${inputId}-refusal`} className="form-error" role="alert">
          {local(adder.refusal)}
        </p>
      )}
      {!videoAvailable && <p className="attachments__note">{t('composer.noVideo')}</p>}
    </div>
  );
}
