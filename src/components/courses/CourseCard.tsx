// A course in a list: image, name, lesson count and the member's progress (or what enrolling needs), linking to the course.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { courseProgress, free, needsPurchase } from '../../../schema/course-rules';
import type { LocalCourse } from '../../../schema/local-db';
import { href } from '../../app/links';
import CourseProgress from './CourseProgress';

export default function CourseCard({ course }: { course: LocalCourse }) {
  const { t } = useTranslation('courses');
  return (
    <li className="course-card card" data-testid="course-card" data-course-id={course.id}>
      <Link className="course-card__link" to={href('course', { courseId: course.id })}>
        {course.image ? <img className="course-card__image" src={course.image.small} alt="" decoding="async" loading="lazy" /> : <span className="course-card__image course-card__image--none" aria-hidden="true" />}
        <span className="course-card__text">
          <strong className="course-card__name">
            <bdi>{course.name}</bdi>
          </strong>
          <span className="muted">
            {t('lessonCount', { count: course.lessons_count })}
            {!free(course) && ` · ${needsPurchase(course) ? t('card.paid') : t('card.purchased')}`}
          </span>
          {course.user_enrollment && <CourseProgress percent={courseProgress(course)} />}
        </span>
      </Link>
    </li>
  );
}
