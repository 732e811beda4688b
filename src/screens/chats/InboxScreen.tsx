// The inbox: the member's chats by last activity with unread counts (or the archived ones), and starting a new chat.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { useSession } from '../../app/session-context';
import { useChats } from '../../hooks/use-chats';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useOnline } from '../../hooks/use-online';
import NotOnDevice from '../../components/NotOnDevice';
import ChatListItem from './ChatListItem';
import { inboxHref } from './chat-links';
import NewChat from './NewChat';

export default function InboxScreen({ archived }: { archived: boolean }) {
  const { t } = useTranslation('chats');
  const title = archived ? t('archivedTitle') : t('title');
  useDocumentTitle(title);
  const me = useSession().userData?.user.id;
  const chats = useChats(archived);
  const load = useEngineLoad(`chats:${archived}`, (engine) => engine.chats.loadChats(archived));
  const [starting, setStarting] = useState(false);
  const online = useOnline();

  return (
    <div className="stack" data-testid="inbox">
      <div className="inbox-head">
        <h1>{title}</h1>
        {!archived && !starting && (
          <button type="button" className="button button--small" onClick={() => setStarting(true)} data-testid="new-chat">
            {t('newChat')}
          </button>
        )}
      </div>
      <nav className="inbox-tabs" aria-label={t('tabs')}>
        <Link to={inboxHref(false)} aria-current={archived ? undefined : 'page'}>
          {t('inbox')}
        </Link>
        <Link to={inboxHref(true)} aria-current={archived ? 'page' : undefined} data-testid="archived-chats">
          {t('archived')}
        </Link>
      </nav>
      {starting && <NewChat onCancel={() => setStarting(false)} />}
      {chats === undefined || (chats.length === 0 && online && (load.fetching || load.error)) ? (
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('loadingChats')} />
      ) : chats.length === 0 ? (
        <p className="card empty muted">
          {!online ? t('offlineEmpty') : archived ? t('noArchived') : t('noChats')}
        </p>
      ) : (
        <ul className="plain-list chat-list" data-testid="chat-list">
          {chats.map((c) => (
            <ChatListItem key={c.uid} chat={c} me={me} />
          ))}
        </ul>
      )}
    </div>
  );
}
