// A local file's preview before it is on the server: the picture itself for images and gifs, a labelled tile otherwise.
import { useTranslation } from 'react-i18next';
import type { MediaType } from '../../schema/media';
import { useObjectUrl } from '../hooks/use-uploads';

interface Props {
  blob: Blob;
  kind: MediaType | null;
  name: string;
}

export default function MediaPreview({ blob, kind, name }: Props) {
  const { t } = useTranslation('posts');
  const showsPicture = kind === 'image' || kind === 'gif';
  const url = useObjectUrl(showsPicture ? blob : null);
  if (showsPicture && url) return <img className="media-preview" src={url} alt={t('media.previewOf', { name })} data-testid="media-preview" />;
  return (
    <span className="media-preview media-preview--tile" data-testid="media-preview" aria-hidden="true">
      {kind === 'video' ? '▶' : kind === 'document' ? 'PDF' : '…'}
    </span>
  );
}
