// How far each file of a pending post has reached the server: one progress bar per upload, from the mirror's uploads table.
import type { LocalUpload } from '../../schema/mirror/uploads';

export default function UploadProgress({ uploads }: { uploads: LocalUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="upload-progress" aria-label="Uploads">
      {uploads.map((u) => {
        const percent = u.size > 0 ? Math.floor((u.offset / u.size) * 100) : 0;
        const done = u.medium !== null;
        return (
          <li key={u.client_id} className="upload-progress__item" data-testid="upload-progress" data-offset={u.offset} data-size={u.size} data-status={u.status ?? (done ? 'done' : 'pending')}>
            <span className="upload-progress__name">{u.file_name}</span>
            <progress max={u.size} value={u.offset} aria-label={`Upload of ${u.file_name}`}>
              {percent}%
            </progress>
            <span className="upload-progress__percent">{u.status === 'failed' ? (u.error ?? 'Not sent') : done ? 'Uploaded' : `${percent}%`}</span>
          </li>
        );
      })}
    </ul>
  );
}
