// A course's lessons in order: completed ones ticked, those the order keeps closed locked, and more lessons on request when the server has them.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { lessonLocked } from '../../../schema/course-rules';
import type { LocalCourse, LocalLesson } from '../../../schema/local-db';
import { href } from '../../app/links';

interface Props {
  course: LocalCourse;
  lessons: readonly LocalLesson[];
  loadMore(): void;
  loading: boolean;
}

export default function LessonList({ course, lessons, loadMore, loading }: Props) {
  const { t } = useTranslation('courses');
  const enrolled = course.user_enrollment !== null;
  return (
    <section className="stack stack--tight" aria-labelledby="course-lessons">
      <h2 id="course-lessons">{t('lessons.title')}</h2>
      <ol className="library-list" data-testid="lesson-list">
        {lessons.map((l, i) => {
          const locked = enrolled && lessonLocked(course, lessons, l.id);
          const state = l.user_state.completed ? 'completed' : locked ? 'locked' : 'open';
          const label = l.user_state.completed ? t('lessons.completed') : locked ? t('lessons.locked') : t('lessons.notCompleted');
          return (
            <li key={l.id} className={`lesson-list__item lesson-list__item--${state}`} data-testid="lesson-row" data-state={state}>
              <span className="lesson-list__mark" role="img" aria-label={label}>
                {l.user_state.completed ? '✓' : locked ? '🔒' : i + 1}
              </span>
              <span className="lesson-list__text">
                {enrolled && !locked ? (
                  <Link to={href('lesson', { courseId: course.id, lessonId: l.id })}>
                    <bdi>{l.name}</bdi>
                  </Link>
                ) : (
                  <bdi>{l.name}</bdi>
                )}
                {l.excerpt && <span className="muted lesson-list__excerpt" dir="auto">{l.excerpt}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {course.lessons_next && (
        <button type="button" className="button button--quiet" data-testid="lessons-more" onClick={loadMore} disabled={loading}>
          {loading ? t('lessons.loading') : t('lessons.more')}
        </button>
      )}
    </section>
  );
}
