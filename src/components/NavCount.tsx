// A count beside a navigation destination (unread messages, new activities): nothing at 0, "99+" past 99.
import { formatBadgeCount } from '../lib/format-count';

/** `label`: what assistive technology says of the count, in words ("3 unread"). */
export default function NavCount({ count, testId, label }: { count: number; testId: string; label: string }) {
  if (count === 0) return null;
  return (
    <span className="main-nav__count" data-testid={testId} aria-label={label}>
      {formatBadgeCount(count)}
    </span>
  );
}
