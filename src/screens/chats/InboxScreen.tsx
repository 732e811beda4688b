// The inbox: the member's chats by last activity with unread counts (or the archived ones), and starting a new chat.
import { useState } from 'react';
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
  useDocumentTitle(archived ? 'Archived chats' : 'Messages');
  const me = useSession().userData?.user.id;
  const chats = useChats(archived);
  const load = useEngineLoad(`chats:${archived}`, (engine) => engine.chats.loadChats(archived));
  const [starting, setStarting] = useState(false);
  const online = useOnline();

  return (
    <div className="stack" data-testid="inbox">
      <div className="inbox-head">
        <h1>{archived ? 'Archived chats' : 'Messages'}</h1>
        {!archived && !starting && (
          <button type="button" className="button button--small" onClick={() => setStarting(true)} data-testid="new-chat">
            New chat
          </button>
        )}
      </div>
      <nav className="inbox-tabs" aria-label="Chats">
        <Link to={inboxHref(false)} aria-current={archived ? undefined : 'page'}>
          Inbox
        </Link>
        <Link to={inboxHref(true)} aria-current={archived ? 'page' : undefined} data-testid="archived-chats">
          Archived
        </Link>
      </nav>
      {starting && <NewChat onCancel={() => setStarting(false)} />}
      {chats === undefined || (chats.length === 0 && online && (load.fetching || load.error)) ? (
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText="Loading your chats…" />
      ) : chats.length === 0 ? (
        <p className="card empty muted">
          {!online ? "You're offline: your chats show here once this device has read them." : archived ? 'No archived chats.' : 'No chats yet. Start one with a member of the community.'}
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
