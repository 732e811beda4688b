// One chat in the inbox: who it is with (or its name), the last message, when, and how many are unread.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import type { ChatView } from '../../hooks/use-chats';
import { isolate } from '../../i18n/isolate';
import { chatTitle, chatTitleIsMembers } from '../../lib/chat-title';
import Avatar from '../../components/Avatar';
import RelativeTime from '../../components/RelativeTime';
import { chatHref } from './chat-links';

/**
 * The last message's words in a sentence of ours, or alone (in a private chat): then a member's words only, which the
 * row reads in their own direction, so a long message is cut at its own end.
 */
function preview(chat: ChatView, me: number | undefined, t: TFunction<['chats', 'common']>): { text: string; members: boolean } {
  const ours = (text: string) => ({ text, members: false });
  // The member's own newest message, still on its way, is what they wrote last.
  if (chat.last_unsent !== null) return ours(t('preview.yours', { text: chat.last_unsent ? isolate(chat.last_unsent) : t('preview.image') }));
  const last = chat.last_message;
  if (!last) return ours(chat.status ? t('preview.notSent') : t('preview.none'));
  const text = last.body ? isolate(last.body) : t('preview.image');
  if (last.author_id === me) return ours(t('preview.yours', { text }));
  if (chat.kind === 'group' && chat.last_author) return ours(t('preview.theirs', { name: isolate(chat.last_author.display_name), text }));
  return last.body ? { text: last.body, members: true } : ours(text);
}

export default function ChatListItem({ chat, me }: { chat: ChatView; me: number | undefined }) {
  const { t } = useTranslation(['chats', 'common']);
  const face = chat.members.find((m) => m.id !== me) ?? chat.members[0];
  const unread = chat.unread_count > 0;
  const said = preview(chat, me, t);
  return (
    <li className={`card chat-row${unread ? ' chat-row--unread' : ''}`} data-testid="chat-row">
      <Link to={chatHref(chat)} className="chat-row__link">
        {face && <Avatar author={face} size={44} />}
        <span className="chat-row__text">
          <span className="chat-row__title">
            <span className="chat-row__name" data-testid="chat-title" dir={chatTitleIsMembers(chat, me) ? 'auto' : undefined}>
              {chatTitle(chat, me)}
            </span>
            <RelativeTime iso={chat.last_at} />
          </span>
          <span className="chat-row__preview" dir={said.members ? 'auto' : undefined}>
            {said.text}
          </span>
        </span>
        {unread && (
          <span className="count-badge" data-testid="chat-unread" aria-label={t('common:nav.unreadCount', { count: chat.unread_count })}>
            {chat.unread_count}
          </span>
        )}
      </Link>
    </li>
  );
}
