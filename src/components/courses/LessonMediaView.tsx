// A lesson's media: images from their variants, audio tracks and videos with the browser's controls; one still processing says so.
import { useTranslation } from 'react-i18next';
import type { LocalLessonMedium } from '../../../schema/local-db';
import { isolate } from '../../i18n/isolate';

function Medium({ medium }: { medium: LocalLessonMedium }) {
  const { t } = useTranslation('courses');
  if (medium.processing_state !== 'complete' || medium.file_url === null) {
    return <p className="muted lesson-media__processing">{t('media.processing', { name: isolate(medium.name) })}</p>;
  }
  switch (medium.media_type) {
    case 'image':
      return (
        <img
          className="lesson-media__image"
          src={medium.versions?.large ?? medium.file_url}
          width={medium.width ?? undefined}
          height={medium.height ?? undefined}
          alt={medium.name}
          decoding="async"
          loading="lazy"
        />
      );
    case 'track':
      return (
        <figure className="lesson-media__track">
          <figcaption>{medium.name}</figcaption>
          <audio controls preload="metadata" src={medium.file_url} />
        </figure>
      );
    case 'video':
      return <video className="lesson-media__video" controls preload="metadata" playsInline src={medium.file_url} aria-label={medium.name} />;
  }
}

export default function LessonMediaView({ media }: { media: readonly LocalLessonMedium[] }) {
  if (media.length === 0) return null;
  return (
    <div className="lesson-media stack" data-testid="lesson-media">
      {media.map((m) => (
        <div key={m.id} data-testid="lesson-medium" data-kind={m.media_type}>
          <Medium medium={m} />
        </div>
      ))}
    </div>
  );
}
