// Recent | Hottest on a group's feed: two links, the route's {sort} segment saying which one is shown.
import { Link } from '../../app/router';
import { href } from '../../app/links';
import type { WallSort } from '../../hooks/use-wall-feed';

const sorts: { sort: WallSort; label: string }[] = [
  { sort: 'recent', label: 'Recent' },
  { sort: 'hottest', label: 'Hottest' },
];

export default function FeedSortSwitch({ groupKey, sort }: { groupKey: string; sort: WallSort }) {
  return (
    <nav className="sort-switch" aria-label="Sort posts" data-testid="sort-switch">
      {sorts.map((s) => (
        <Link
          key={s.sort}
          className={`sort-switch__option${s.sort === sort ? ' sort-switch__option--current' : ''}`}
          to={href('groups', { groupId: groupKey, sort: s.sort === 'recent' ? undefined : s.sort })}
          aria-current={s.sort === sort ? 'page' : undefined}
          replace
        >
          {s.label}
        </Link>
      ))}
    </nav>
  );
}
