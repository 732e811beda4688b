// The navigation's count of new activities (loaded apart from the entry chunk: it reads the mirror).
import { useNewActivitiesCount } from '../hooks/use-activities';
import { formatBadgeCount } from '../lib/format-count';

export default function NewActivitiesCount() {
  const count = useNewActivitiesCount();
  if (count === 0) return null;
  return (
    <span className="main-nav__count" data-testid="new-activities" aria-label={`${count} new`}>
      {formatBadgeCount(count)}
    </span>
  );
}
