// /lesson-media/{mediumId}/embed: one lesson medium alone (no bars: a bare route), seen on the lesson's terms; a locked or unknown one says so plainly.
import { useTranslation } from 'react-i18next';
import { lessonLocked } from '../../../schema/course-rules';
import { useParams } from '../../app/router';
import LessonMediaView from '../../components/courses/LessonMediaView';
import NotOnDevice from '../../components/NotOnDevice';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useLessonMediumPlace, type LessonMediumPlace } from '../../hooks/use-courses';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useLocalMessage } from '../../i18n/use-local-message';
import { positiveId } from '../../lib/positive-id';
import './lesson-embed.css';

/** The lesson screen's rule (docs/product.md 4): enrolled, the lesson open to the member and not locked by the course's order. */
function refusal({ course, lesson, lessons }: LessonMediumPlace): 'courseNotEnrolled' | 'lessonOrderEnforced' | null {
  if (!course.user_enrollment || lesson.content === null) return 'courseNotEnrolled';
  return lessonLocked(course, lessons, lesson.id) ? 'lessonOrderEnforced' : null;
}

function Plain({ text }: { text: string }) {
  return (
    <p className="card empty lesson-embed__message" role="status" data-testid="lesson-embed-message">
      {text}
    </p>
  );
}

export default function LessonMediumEmbedScreen() {
  const { t } = useTranslation(['lesson-embed', 'messages']);
  const local = useLocalMessage();
  const mediumId = positiveId(useParams().mediumId);
  const place = useLessonMediumPlace(mediumId);
  // Not on the device (once the device was read): the server says whether the member may see it, and brings its lesson and course if so.
  const load = useEngineLoad(mediumId === null || place !== null ? null : `lesson-medium:${mediumId}`, (engine) => engine.courses.loadMedium(mediumId!));
  const refused = place ? refusal(place) : null;
  useDocumentTitle(place && !refused ? place.medium.name : t('title'));

  let body;
  if (mediumId === null) body = <Plain text={t('messages:lessonMediumNotFound')} />;
  else if (place === undefined) body = <ScreenSkeleton label={t('loading')} cards={1} />;
  else if (place === null) body = <NotOnDevice fetching={load.fetching} error={load.error && local(load.error)} retry={load.retry} loadingText={t('loading')} />;
  else if (refused) body = <Plain text={t(`messages:${refused}`)} />;
  else body = <LessonMediaView media={[place.medium]} />;

  return (
    <div className="lesson-embed" data-testid="lesson-embed">
      {body}
    </div>
  );
}
