// A count beside a navigation destination (unread messages, new activities): nothing at 0, "99+" past 99.
import { formatBadgeCount } from '../lib/format-count';

export default function NavCount({ count, testId, noun }: { count: number; testId: string; noun: string }) {
  if (count === 0) return null;
  return (
    <span className="main-nav__count" data-testid={testId} aria-label={`${count} ${noun}`}>
      {formatBadgeCount(count)}
    </span>
  );
}
