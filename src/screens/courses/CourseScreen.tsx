// /courses/{id}: a course from the device at once (image, description, progress, lessons with their state and order lock), its actions, members and group.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../app/router';
import { courseProgress } from '../../../schema/course-rules';
import { href } from '../../app/links';
import BackButton from '../../components/BackButton';
import CourseActions from '../../components/courses/CourseActions';
import CourseMembers from '../../components/courses/CourseMembers';
import { CourseOfflineControl } from '../../components/courses/CourseOfflineControl';
import CourseProgress from '../../components/courses/CourseProgress';
import LessonList from '../../components/courses/LessonList';
import NotOnDevice from '../../components/NotOnDevice';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useCourse, useCourseLessons } from '../../hooks/use-courses';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import CoursesScreen from './CoursesScreen';

import { positiveId } from '../../lib/positive-id';

export { positiveId };

/** `/courses/completed` also matches `/courses/:courseId` in the router: a word there is a tab of the courses screen. */
export default function CourseScreen() {
  const param = useParams().courseId;
  return positiveId(param) === null && param !== undefined && !/^\d+$/.test(param) ? <CoursesScreen /> : <CourseDetail />;
}

function CourseDetail() {
  const { t } = useTranslation(['courses', 'messages']);
  const courseId = positiveId(useParams().courseId);
  const course = useCourse(courseId);
  const lessons = useCourseLessons(courseId) ?? [];
  const load = useEngineLoad(courseId === null ? null : `course:${courseId}`, (engine) => engine.courses.loadCourse(courseId!));
  useDocumentTitle(course ? course.name : undefined);

  if (courseId === null) return <p className="card empty">{t('messages:courseNotFound')}</p>;
  if (course === undefined || (course === null && load.fetching && !load.offline)) return <ScreenSkeleton label={t('course.loading')} cards={2} />;
  if (course === null) {
    return (
      <div className="stack" data-testid="course-screen">
        <BackButton fallback={href('courses')} />
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('course.loading')} />
      </div>
    );
  }
  const group = course.dedicated_group;
  return (
    <article className="stack course" data-testid="course-screen">
      <div className="screen-header">
        <BackButton fallback={href('courses')} />
      </div>
      {course.image && <img className="course__image" src={course.image.large} alt="" decoding="async" />}
      <header className="stack stack--tight">
        <h1 data-testid="course-title">
          <bdi>{course.name}</bdi>
        </h1>
        {course.description && <p className="course__description" dir="auto">{course.description}</p>}
        <p className="muted">
          {t('lessonCount', { count: course.lessons_count })}
          {course.lesson_order_enforced && ` · ${t('course.inOrder')}`}
        </p>
        {course.user_enrollment && <CourseProgress percent={courseProgress(course)} />}
      </header>
      <CourseActions course={course} lessons={lessons} />
      {course.user_enrollment && <CourseOfflineControl courseId={course.id} />}
      {course.user_enrollment && group.enabled && group.key && (
        <p>
          <Link to={href('groups', { groupId: group.key })} data-testid="course-group">
            {t('course.group')}
          </Link>
        </p>
      )}
      <LessonList course={course} lessons={lessons} loading={load.fetching} loadMore={() => load.run((engine) => engine.courses.loadCourse(course.id, true))} />
      {course.enrolled_users_visible && <CourseMembers courseId={course.id} which="enrolled" />}
      {course.completed_users_visible && <CourseMembers courseId={course.id} which="completed" />}
    </article>
  );
}
