// The navigation's count of unread messages across the member's chats (loaded apart from the entry chunk: it reads the mirror).
import { useUnreadMessages } from '../hooks/use-chats';
import NavCount from './NavCount';

export default function UnreadMessagesCount() {
  return <NavCount count={useUnreadMessages()} testId="unread-messages" noun="unread" />;
}
