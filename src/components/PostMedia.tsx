// A post's media: an image grid (sized variants, dimensions reserved), a video player, a document link or a gif; a post
// still on this device shows its files from the device, with how far each upload has gone.
import { useTranslation } from 'react-i18next';
import type { MediaItem } from '../../schema/media';
import type { LocalUpload } from '../../schema/mirror/uploads';
import type { PostView } from '../hooks/mirror-views';
import { usePostUploads } from '../hooks/use-uploads';
import { formatBytes } from '../lib/format-bytes';
import MediaPreview from './MediaPreview';
import UploadProgress from './UploadProgress';

function ImageItem({ m, index, count }: { m: MediaItem; index: number; count: number }) {
  const { t } = useTranslation('posts');
  const alt = count > 1 ? t('media.photoOf', { n: index + 1, total: count }) : t('media.photo');
  const small = m.versions?.small ?? m.file_url ?? '';
  const srcSet = m.versions ? `${m.versions.small} 480w, ${m.versions.large} 1280w` : undefined;
  return (
    <a className="post-media__image" href={m.versions?.large ?? m.file_url ?? undefined} target="_blank" rel="noopener noreferrer">
      <img src={small} srcSet={srcSet} sizes="(max-width: 640px) 100vw, 640px" width={m.width ?? undefined} height={m.height ?? undefined} alt={alt} loading="lazy" decoding="async" />
    </a>
  );
}

function ServerMedia({ media }: { media: MediaItem[] }) {
  const { t } = useTranslation('posts');
  const images = media.filter((m) => m.media_type === 'image');
  const others = media.filter((m) => m.media_type !== 'image');
  return (
    <div className="post-media" data-testid="post-media">
      {images.length > 0 && (
        <div className={`post-media__grid post-media__grid--${Math.min(images.length, 4)}`}>
          {images.map((m, i) => (m.processing_state === 'complete' ? <ImageItem key={m.id} m={m} index={i} count={images.length} /> : <ProcessingTile key={m.id} />))}
        </div>
      )}
      {others.map((m) => {
        if (m.processing_state !== 'complete' || !m.file_url) return <ProcessingTile key={m.id} />;
        if (m.media_type === 'video')
          return <video key={m.id} className="post-media__video" controls preload="metadata" src={m.file_url} width={m.width ?? undefined} height={m.height ?? undefined} />;
        if (m.media_type === 'gif') return <img key={m.id} className="post-media__gif" src={m.file_url} alt={t('media.gif')} loading="lazy" />;
        return (
          <a key={m.id} className="post-media__document" href={m.file_url} download={m.file_name}>
            <span aria-hidden="true">PDF</span> <bdi>{m.file_name}</bdi> <data className="post-media__size" value={m.size}>{formatBytes(m.size)}</data>
          </a>
        );
      })}
    </div>
  );
}

function ProcessingTile() {
  const { t } = useTranslation('posts');
  return <div className="post-media__processing">{t('media.processing')}</div>;
}

function LocalMedia({ uploads }: { uploads: LocalUpload[] }) {
  return (
    <div className="post-media post-media--local" data-testid="post-media-local">
      <div className="post-media__previews">
        {uploads.map((u) => (
          <MediaPreview key={u.client_id} blob={u.blob} kind={u.media_type} name={u.file_name} />
        ))}
      </div>
      <UploadProgress uploads={uploads} />
    </div>
  );
}

/** A post not yet on the server: its files from the device while it has them. */
function PendingMedia({ clientId, media }: { clientId: string | null; media: MediaItem[] }) {
  const uploads = usePostUploads(clientId);
  if (uploads && uploads.length > 0) return <LocalMedia uploads={uploads} />;
  return media.length > 0 ? <ServerMedia media={media} /> : null;
}

export default function PostMedia({ post }: { post: PostView }) {
  // Only a pending or refused post reads the device's uploads: a feed of delivered posts adds no live query.
  if (post.status) return <PendingMedia clientId={post.client_id} media={post.media} />;
  return post.media.length > 0 ? <ServerMedia media={post.media} /> : null;
}
