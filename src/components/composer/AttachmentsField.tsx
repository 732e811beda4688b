// The composer's attachments: choosing files (one at a time), previews, removal.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaTypeOfFileName } from '../../../schema/media-formats';
import type { ComposerAttachment } from '../../../schema/mirror/composer-drafts';
import { useLocalMessage } from '../../i18n/use-local-message';
import { acceptList, attachmentRefusal } from '../../lib/attachment-rules';
import { formatBytes } from '../../lib/format-bytes';
import MediaPreview from '../MediaPreview';

export interface AttachmentsFieldProps {
  value: ComposerAttachment[];
  onChange(next: ComposerAttachment[]): void;
  /** Video uploads are possible (limits.videos.reached is false). */
  videoAvailable: boolean;
  /** gif_upload_enabled */
  gifEnabled: boolean;
  disabled?: boolean;
}

export default function AttachmentsField({ value, onChange, videoAvailable, gifEnabled, disabled }: AttachmentsFieldProps) {
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const opts = { videoAvailable, gifEnabled };
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
      {/* The browser's own file control would say its words in the browser's language, not the page's: hidden, its label is the button. */}
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={acceptList(opts)}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
        disabled={disabled}
        onChange={(e) => {
          // One file at a time: each pick adds one, checked by its name's extension (the server checks its bytes).
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file) return;
          const refused = attachmentRefusal(file, opts);
          setRefusal(refused);
          if (!refused) onChange([...value, { id: crypto.randomUUID(), blob: file, file_name: file.name, content_type: file.type }]);
        }}
      />
      <label className={`button button--small button--quiet attachments__pick${disabled ? ' attachments__pick--off' : ''}`} htmlFor={id}>
        {t('composer.addFile')}
      </label>
      {refusal && (
        <p id={`${id}-refusal`} className="form-error" role="alert">
          {local(refusal)}
        </p>
      )}
      {!videoAvailable && <p className="attachments__note">{t('composer.noVideo')}</p>}
    </div>
  );
}
