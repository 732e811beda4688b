// A chat: its messages oldest to newest (newest at the bottom) from the device at once, older ones on request, the composer; seeing it marks it read.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../app/router';
import { useSession } from '../../app/session-context';
import { getEngine } from '../../data/engine';
import { useChat, useChatMessages, useOlderMessages, type ChatKey } from '../../hooks/use-chats';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { chatTitle, chatTitleIsMembers } from '../../lib/chat-title';
import NotOnDevice from '../../components/NotOnDevice';
import UnsentControls from '../../components/UnsentControls';
import { chatHref, inboxHref } from './chat-links';
import MessageComposer from './MessageComposer';
import MessageItem from './MessageItem';

export default function ChatScreen({ chatKey }: { chatKey: ChatKey }) {
  const { t } = useTranslation(['chats', 'common']);
  const me = useSession().userData?.user.id;
  const navigate = useNavigate();
  const chat = useChat(chatKey);
  const list = useChatMessages(chat);
  const serverId = 'id' in chatKey ? chatKey.id : chat && chat.id > 0 ? chat.id : null;
  const load = useEngineLoad(serverId ? `chat:${serverId}` : null, (engine) => engine.chats.loadChat(serverId!));
  const older = useOlderMessages(serverId);
  const title = chat ? chatTitle(chat, me) : t('chat');
  useDocumentTitle(title);
  const end = useRef<HTMLDivElement>(null);
  const newest = list?.at(-1);

  // A chat started here has its id once sent: its address follows.
  useEffect(() => {
    if ('clientId' in chatKey && chat && chat.id > 0) navigate(chatHref(chat), { replace: true });
  }, [chatKey, chat, navigate]);

  // The newest message in view, and read up to it while the screen is seen.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
    if (!serverId || document.visibilityState !== 'visible') return;
    void getEngine().chats.markRead(serverId);
  }, [newest?.uid, serverId, chat?.unread_count]);

  // While the chat is on screen the engine listens on its channel: the server sees the member reading it.
  useEffect(() => {
    if (!serverId) return;
    void getEngine().setOpenChat(serverId).catch(() => undefined);
    return () => void getEngine().setOpenChat(null).catch(() => undefined);
  }, [serverId]);

  useEffect(() => {
    if (!serverId) return;
    const seen = () => document.visibilityState === 'visible' && void getEngine().chats.markRead(serverId);
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [serverId]);

  if (chat === undefined) return null;
  if (chat === null || (me !== undefined && !chat.member_ids.includes(me))) {
    return (
      <div className="stack">
        <Link to={inboxHref()}>{t('backToInbox')}</Link>
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('loadingChat')} />
      </div>
    );
  }
  return (
    <div className="chat-screen" data-testid="chat-screen">
      <header className="chat-head">
        <Link to={inboxHref(chat.archived)} className="chat-head__back" aria-label={t('backLabel')}>
          {t('backArrow')}
        </Link>
        <h1 className="chat-head__title" data-testid="chat-heading">
          <span className="chat-head__name" dir={chatTitleIsMembers(chat, me) ? 'auto' : undefined}>
            {title}
          </span>
        </h1>
        <Link to={chatHref(chat, 'members')} className="button button--small button--quiet" data-testid="chat-members-link">
          {chat.kind === 'group' ? t('memberCount', { count: chat.member_ids.length }) : t('details')}
        </Link>
      </header>
      {chat.status === 'failed' && <UnsentControls status="failed" clientId={chat.client_id} error={chat.error} />}
      {chat.status === 'pending' && <p className="muted chat-note">{t('starting')}</p>}
      {older && (
        <button type="button" className="button button--small button--quiet chat-older" disabled={load.fetching} onClick={() => load.run((e) => e.chats.loadChat(serverId!, true))}>
          {load.fetching ? t('common:loading') : t('loadOlder')}
        </button>
      )}
      {list && list.length === 0 ? (
        load.fetching || load.error ? (
          <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('loadingMessages')} />
        ) : (
          <p className="muted chat-empty">{t('empty')}</p>
        )
      ) : (
        <ol className="plain-list messages" data-testid="messages">
          {list?.map((m, i) => (
            <MessageItem key={m.uid} message={m} mine={m.author_id === me} showAuthor={chat.kind === 'group' && list[i - 1]?.author_id !== m.author_id} />
          ))}
        </ol>
      )}
      <div ref={end} />
      <MessageComposer chatKey={chat.id > 0 ? { id: chat.id } : { clientId: chat.client_id! }} onSent={() => end.current?.scrollIntoView({ block: 'end' })} />
    </div>
  );
}
