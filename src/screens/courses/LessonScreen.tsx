// /courses/{id}/lessons/{lessonId}: a lesson from the device (content sanitised, excerpt, image, media), complete or uncomplete it, and on to the next.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from '../../app/router';
import { byLessonOrder, courseProgress, lessonLocked } from '../../../schema/course-rules';
import { href } from '../../app/links';
import BackButton from '../../components/BackButton';
import CourseProgress from '../../components/courses/CourseProgress';
import LessonMediaView from '../../components/courses/LessonMediaView';
import FormAlert from '../../components/FormAlert';
import RichText from '../../components/library/RichText';
import NotOnDevice from '../../components/NotOnDevice';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { getEngine } from '../../data/engine';
import { useCourse, useCourseLessons, useLessonMedia } from '../../hooks/use-courses';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { localDb } from '../../data/local-db';
import { isolate } from '../../i18n/isolate';
import { positiveId } from './CourseScreen';
import ItemActions from '../../components/ItemActions';

export default function LessonScreen() {
  const { t } = useTranslation(['courses', 'messages']);
  const params = useParams();
  const courseId = positiveId(params.courseId);
  const lessonId = positiveId(params.lessonId);
  const course = useCourse(courseId);
  const lessons = useCourseLessons(courseId);
  const lesson = lessons?.find((l) => l.id === lessonId) ?? null;
  const media = useLessonMedia(lesson);
  const navigate = useNavigate();
  const [justCompleted, setJustCompleted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const held = lesson !== null && course != null;
  const load = useEngineLoad(courseId === null || lessonId === null || held ? null : `lesson:${courseId}:${lessonId}`, (engine) =>
    engine.courses.loadLesson(courseId!, lessonId!),
  );
  useDocumentTitle(lesson ? lesson.name : undefined);
  const locked = !!course && !!lessons && lesson !== null && lessonLocked(course, lessons, lesson.id);
  const enrolled = !!course?.user_enrollment;

  // Opening a lesson makes it the current one (docs/product.md 4); a new lesson starts without the last one's feedback.
  useEffect(() => {
    setJustCompleted(false);
    setError(null);
    if (course && enrolled && lessonId !== null && held && !locked) void getEngine().courses.openLesson({ id: course.id, name: course.name }, lessonId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per lesson opened, when the device holds it
  }, [lessonId, held, enrolled, locked]);

  if (courseId === null || lessonId === null) return <p className="card empty">{t('messages:lessonNotFound')}</p>;
  if (course === undefined || lessons === undefined) return <ScreenSkeleton label={t('lesson.loading')} cards={1} />;
  if (!course || !lesson) {
    return (
      <div className="stack" data-testid="lesson-screen">
        <BackButton fallback={href('course', { courseId })} />
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('lesson.loading')} />
      </div>
    );
  }
  const back = (
    <div className="screen-header">
      <BackButton fallback={href('course', { courseId })} />
    </div>
  );
  if (!enrolled || locked || lesson.content === null) {
    return (
      <div className="stack" data-testid="lesson-screen">
        {back}
        <h1>
          <bdi>{lesson.name}</bdi>
        </h1>
        <p className="card empty" data-testid="lesson-closed">{locked ? t('messages:lessonOrderEnforced') : t('messages:courseNotEnrolled')}</p>
        <p>
          <Link to={href('course', { courseId })}>{t('lesson.backTo', { course: isolate(course.name) })}</Link>
        </p>
      </div>
    );
  }

  const ref = { id: course.id, name: course.name };
  const index = lessons.indexOf(lesson);
  const next = lessons[index + 1];
  const done = lesson.user_state.completed;
  const toggle = async () => {
    const result = done ? await getEngine().courses.uncomplete(ref, lesson.id) : await getEngine().courses.complete(ref, lesson.id);
    setError(result.ok ? null : result.message);
    setJustCompleted(result.ok && !done);
  };
  // The next lesson: the current one is completed first; lessons the device does not hold yet are loaded when the server has more.
  const goNext = async () => {
    if (!done) {
      const result = await getEngine().courses.complete(ref, lesson.id);
      if (!result.ok) return setError(result.message);
    }
    let target = next;
    if (!target && course.lessons_next) {
      await getEngine().courses.loadCourse(course.id, true).catch(() => undefined);
      const held = (await localDb().lessons.where('course_id').equals(course.id).toArray()).sort(byLessonOrder);
      target = held[held.findIndex((l) => l.id === lesson.id) + 1];
    }
    void navigate(target ? href('lesson', { courseId: course.id, lessonId: target.id }) : href('course', { courseId: course.id }));
  };

  return (
    <article className="stack lesson" data-testid="lesson-screen">
      {back}
      <p className="muted">
        <Link to={href('course', { courseId })}>
          <bdi>{course.name}</bdi>
        </Link>{' '}
        · {t('lesson.position', { number: index + 1, total: course.lessons_count })}
      </p>
      <CourseProgress percent={courseProgress(course)} />
      <h1 data-testid="lesson-title">
        <bdi>{lesson.name}</bdi>
      </h1>
      {lesson.excerpt && <p className="lesson__excerpt muted" dir="auto">{lesson.excerpt}</p>}
      {lesson.image && <img className="lesson__image" src={lesson.image.large} alt="" decoding="async" />}
      <LessonMediaView media={media} />
      <RichText className="article__body lesson__content" html={lesson.content} />
      {justCompleted && (
        <p className="form-success" role="status" data-testid="lesson-just-completed">
          {course.user_enrollment?.state === 'completed' ? t('lesson.courseDone') : t('lesson.done')}
        </p>
      )}
      <FormAlert error={error} />
      <div className="course-actions">
        <button type="button" className={`button${done ? ' button--quiet' : ''}`} data-testid="lesson-toggle" aria-pressed={done} onClick={() => void toggle()}>
          {done ? t('lesson.markNotDone') : t('lesson.markDone')}
        </button>
        {(next || course.lessons_next) && (
          <button type="button" className="button" data-testid="lesson-next" onClick={() => void goNext()}>
            {t('lesson.next')}
          </button>
        )}
        <ItemActions item={{ type: 'Lesson', id: lesson.id }} variant="buttons" />
      </div>
    </article>
  );
}
