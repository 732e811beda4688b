// The navigation's count of unread messages across the member's chats (loaded apart from the entry chunk: it reads the mirror).
import { useTranslation } from 'react-i18next';
import { useUnreadMessages } from '../hooks/use-chats';
import NavCount from './NavCount';

export default function UnreadMessagesCount() {
  const { t } = useTranslation();
  const count = useUnreadMessages();
  return <NavCount count={count} testId="unread-messages" label={t('nav.unreadCount', { count })} />;
}
