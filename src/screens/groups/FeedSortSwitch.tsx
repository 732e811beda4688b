// Recent | Hottest on a group's feed: two links, the route's {sort} segment saying which one is shown.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import type { WallSort } from '../../hooks/use-wall-feed';

const sorts: readonly WallSort[] = ['recent', 'hottest'];

export default function FeedSortSwitch({ groupKey, sort }: { groupKey: string; sort: WallSort }) {
  const { t } = useTranslation('groups');
  return (
    <nav className="sort-switch" aria-label={t('feed.sort')} data-testid="sort-switch">
      {sorts.map((s) => (
        <Link
          key={s}
          className={`sort-switch__option${s === sort ? ' sort-switch__option--current' : ''}`}
          to={href('groups', { groupId: groupKey, sort: s === 'recent' ? undefined : s })}
          aria-current={s === sort ? 'page' : undefined}
          replace
        >
          {t(`feed.${s}`)}
        </Link>
      ))}
    </nav>
  );
}
