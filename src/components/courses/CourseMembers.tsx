// A course's enrolled or completed members, when the course shows them: an online read, paged; offline it says so.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../schema/members';
import { getEngine } from '../../data/engine';
import { useOnlinePages } from '../../hooks/use-online-pages';
import Avatar from '../Avatar';

export default function CourseMembers({ courseId, which }: { courseId: number; which: 'enrolled' | 'completed' }) {
  const { t } = useTranslation('courses');
  const fetchPage = useCallback(
    async (next: number | undefined) => {
      const page = await getEngine().courses.users(courseId, which, next ?? null);
      return { items: page.users, next: page.meta.next };
    },
    [courseId, which],
  );
  const pages = useOnlinePages<Member, number>(`course-${which}:${courseId}`, fetchPage);
  const title = which === 'enrolled' ? t('members.enrolled') : t('members.completed');
  if (pages.noAnswer) return null;
  if (!pages.items || pages.items.length === 0) return null;
  return (
    <section className="stack stack--tight" aria-label={title}>
      <h2>{title}</h2>
      <ul className="course-members" data-testid={`course-members-${which}`}>
        {pages.items.map((m) => (
          <li key={m.id} className="course-members__item">
            <Avatar author={m} size={32} />
            <bdi>{m.display_name}</bdi>
          </li>
        ))}
      </ul>
      {pages.more && (
        <button type="button" className="button button--quiet button--small" onClick={pages.loadMore} disabled={pages.loading}>
          {t('members.more')}
        </button>
      )}
    </section>
  );
}
