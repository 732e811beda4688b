// /courses/{tab?}: the member's courses in progress or completed, from the device at once, and the courses they could still take.
import { Link, useParams } from '../../app/router';
import { href } from '../../app/links';
import CourseCard from '../../components/courses/CourseCard';
import ScreenSkeleton from '../../components/ScreenSkeleton';
import { useMyCourses, useOtherCourses, type CoursesTab } from '../../hooks/use-courses';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';

const tabs: { tab: CoursesTab; label: string }[] = [
  { tab: 'in-progress', label: 'In progress' },
  { tab: 'completed', label: 'Completed' },
];

export default function CoursesScreen() {
  // The router may give the tab as `courseId` (the course route matches /courses/completed too).
  const params = useParams();
  const tab: CoursesTab = (params.tab ?? params.courseId) === 'completed' ? 'completed' : 'in-progress';
  const mine = useMyCourses(tab);
  const others = useOtherCourses();
  const load = useEngineLoad('courses', async (engine) => {
    await Promise.all([engine.courses.loadMine(), engine.courses.loadCatalogue()]);
  });
  useDocumentTitle('Courses');

  return (
    <div className="stack" data-testid="courses-screen">
      <h1>Courses</h1>
      <nav className="tabs" aria-label="Your courses">
        {tabs.map((t) => (
          <Link
            key={t.tab}
            className={`tabs__tab${t.tab === tab ? ' tabs__tab--current' : ''}`}
            aria-current={t.tab === tab ? 'page' : undefined}
            to={href('courses', { tab: t.tab })}
            replace
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {mine === undefined ? (
        <ScreenSkeleton label="Loading courses…" cards={2} />
      ) : mine.length === 0 ? (
        <p className="card empty" data-testid="courses-empty">
          {load.fetching ? 'Loading courses…' : tab === 'completed' ? 'Courses you finish will show here.' : 'You are not taking a course yet.'}
        </p>
      ) : (
        <ul className="course-list" aria-label={tab === 'completed' ? 'Completed courses' : 'Courses in progress'}>
          {mine.map((c) => (
            <CourseCard key={c.id} course={c} />
          ))}
        </ul>
      )}
      {tab === 'in-progress' && others && others.length > 0 && (
        <section className="stack" aria-labelledby="more-courses">
          <h2 id="more-courses">More courses</h2>
          <ul className="course-list" aria-label="More courses">
            {others.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </ul>
        </section>
      )}
      {load.error && <p className="muted" role="status">{load.error}</p>}
    </div>
  );
}
