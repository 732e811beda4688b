// /courses/{tab?}: the member's courses in progress or completed, from the device at once, and the courses they could still take.
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../app/router';
import { href } from '../../app/links';
import CourseCard from '../../components/courses/CourseCard';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useMyCourses, useOtherCourses, type CoursesTab } from '../../hooks/use-courses';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useLocalMessage } from '../../i18n/use-local-message';

const tabs = [
  { tab: 'in-progress', label: 'tabs.inProgress' },
  { tab: 'completed', label: 'tabs.completed' },
] as const satisfies readonly { tab: CoursesTab; label: string }[];

export default function CoursesScreen() {
  const { t } = useTranslation('courses');
  const local = useLocalMessage();
  // The router may give the tab as `courseId` (the course route matches /courses/completed too).
  const params = useParams();
  const tab: CoursesTab = (params.tab ?? params.courseId) === 'completed' ? 'completed' : 'in-progress';
  const mine = useMyCourses(tab);
  const others = useOtherCourses();
  const load = useEngineLoad('courses', async (engine) => {
    await Promise.all([engine.courses.loadMine(), engine.courses.loadCatalogue()]);
  });
  useDocumentTitle(t('title'));

  return (
    <div className="stack" data-testid="courses-screen">
      <h1>{t('title')}</h1>
      <nav className="tabs" aria-label={t('tabs.label')}>
        {tabs.map((each) => (
          <Link
            key={each.tab}
            className={`tabs__tab${each.tab === tab ? ' tabs__tab--current' : ''}`}
            aria-current={each.tab === tab ? 'page' : undefined}
            to={href('courses', { tab: each.tab })}
            replace
          >
            {t(each.label)}
          </Link>
        ))}
      </nav>
      {mine === undefined ? (
        <ScreenSkeleton label={t('loading')} cards={2} />
      ) : mine.length === 0 ? (
        <p className="card empty" data-testid="courses-empty">
          {load.fetching ? t('loading') : tab === 'completed' ? t('emptyCompleted') : t('emptyInProgress')}
        </p>
      ) : (
        <ul className="course-list" aria-label={tab === 'completed' ? t('completedList') : t('inProgressList')}>
          {mine.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </ul>
      )}
      {tab === 'in-progress' && others && others.length > 0 && (
        <section className="stack" aria-labelledby="more-courses">
          <h2 id="more-courses">{t('more')}</h2>
          <ul className="course-list" aria-label={t('more')}>
            {others.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </ul>
        </section>
      )}
      {load.error && <p className="muted" role="status">{local(load.error)}</p>}
    </div>
  );
}
