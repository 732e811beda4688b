// How far each file of a pending post has reached the server: one progress bar per upload, from the mirror's uploads table.
import { useTranslation } from 'react-i18next';
import type { LocalUpload } from '../../schema/mirror/uploads';
import { useLocalMessage } from '../i18n/use-local-message';
import { formatPercent } from '../lib/format-count';

export default function UploadProgress({ uploads }: { uploads: LocalUpload[] }) {
  const { t } = useTranslation('posts');
  const local = useLocalMessage();
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label={t('media.uploads')}>
      {uploads.map((u) => {
        const percent = u.size > 0 ? Math.floor((u.offset / u.size) * 100) : 0;
        const done = u.medium !== null;
        return (
          <li key={u.client_id} className="upload-progress__item" data-testid="upload-progress" data-offset={u.offset} data-size={u.size} data-status={u.status ?? (done ? 'done' : 'pending')}>
            <bdi className="upload-progress__name">{u.file_name}</bdi>
            <progress max={u.size} value={u.offset} aria-label={t('media.uploadOf', { name: u.file_name })}>
              {formatPercent(percent)}
            </progress>
            <span className="upload-progress__percent">{u.status === 'failed' ? (u.error ? local(u.error) : t('media.notSent')) : done ? t('media.uploaded') : formatPercent(percent)}</span>
          </li>
        );
      })}
    </ul>
  );
}
