// The navigation's count of unread messages across the member's chats (loaded apart from the entry chunk: it reads the mirror).
import { useUnreadMessages } from '../hooks/use-chats';
import { formatBadgeCount } from '../lib/format-count';

export default function UnreadMessagesCount() {
  const unread = useUnreadMessages();
  if (unread === 0) return null;
  return (
    <span className="main-nav__count" data-testid="unread-messages" aria-label={`${unread} unread`}>
      {formatBadgeCount(unread)}
    </span>
  );
}
