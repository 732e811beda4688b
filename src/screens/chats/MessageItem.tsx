// One message: its author (others', in group chats), text, images, time; the member's own may be edited within the window or deleted, and show their delivery state.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_EDIT_WINDOW_SECONDS } from '../../../schema/constants';
import { getEngine } from '../../data/engine';
import type { MessageView } from '../../hooks/use-chats';
import { useLocalMessage } from '../../i18n/use-local-message';
import Avatar from '../../components/Avatar';
import RelativeTime from '../../components/RelativeTime';
import UnsentControls from '../../components/UnsentControls';
import MessageLocalImages from './MessageLocalImages';
import MessageText from './MessageText';

/** Sent messages may be edited for the window; unsent ones are still the member's to change. */
const editable = (m: MessageView, now: number) => m.id <= 0 || now - Date.parse(m.created_at) < MESSAGE_EDIT_WINDOW_SECONDS * 1000;

function DeliveryState({ message }: { message: MessageView }) {
  const { t } = useTranslation(['chats', 'messages']);
  const local = useLocalMessage();
  if (message.status === 'failed') {
    const notSent = t('messages:messageNotSent');
    // The engine's reason is the catalogue's English (said here in the page's language), the server's comes translated.
    const reason = message.error ? local(message.error) : '';
    const why = reason && reason !== notSent ? ` ${reason}` : '';
    return <UnsentControls status="failed" clientId={message.client_id} error={`${notSent}.${why}`} text={message.body} />;
  }
  if (message.status === 'pending') return <span className="message__state" data-testid="message-pending">{t('state.sending')}</span>;
  const change = message.pending_change;
  if (change?.status === 'failed') return <UnsentControls status="failed" clientId={change.client_id} error={change.error} />;
  if (change) return <span className="message__state">{t('state.saving')}</span>;
  return message.id > 0 ? <span className="message__state" data-testid="message-sent">{t('state.sent')}</span> : null;
}

export default function MessageItem({ message, mine, showAuthor }: { message: MessageView; mine: boolean; showAuthor: boolean }) {
  const { t } = useTranslation('chats');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(message.body);
  const [error, setError] = useState<string | null>(null);
  // The clock the edit window is read against, moved on each half minute so Edit goes when the window closes.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(id);
  }, []);

  const save = async () => {
    const result = await getEngine().chats.editMessage(message.uid, draft);
    if (result.ok) setEditing(false);
    else setError(result.message);
  };
  const remove = () => void getEngine().chats.deleteMessage(message.uid);

  return (
    <li className={`message${mine ? ' message--mine' : ''}${message.status ? ` message--${message.status}` : ''}`} data-testid="message">
      {!mine && showAuthor && <Avatar author={message.author} size={28} />}
      <div className="message__bubble">
        {!mine && showAuthor && <span className="message__author">{message.author.display_name}</span>}
        {editing ? (
          <form
            className="stack message__edit"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <label className="field">
              <span className="field__label">{t('edit.label')}</span>
              <textarea value={draft} onChange={(e) => setDraft(e.target.value)} rows={2} dir="auto" autoFocus />
            </label>
            {error && <p className="form-error">{error}</p>}
            <span className="chat-actions">
              <button type="submit" className="button button--small" disabled={draft.trim() === ''}>
                {t('edit.save')}
              </button>
              <button type="button" className="button button--small button--quiet" onClick={() => setEditing(false)}>
                {t('cancel')}
              </button>
            </span>
          </form>
        ) : (
          <MessageText body={message.body} entities={message.text_entities} />
        )}
        {message.id <= 0 && message.client_id && <MessageLocalImages clientId={message.client_id} />}
        {message.media.length > 0 && (
          <div className="message__media">
            {message.media.map((m) => (
              <img key={m.id} src={m.versions?.small ?? m.file_url ?? ''} alt="" loading="lazy" />
            ))}
          </div>
        )}
        <span className="message__meta">
          <RelativeTime iso={message.created_at} />
          {message.edited_at && <span> · {t('edited')}</span>}
          {mine && <DeliveryState message={message} />}
          {mine && !editing && message.status !== 'failed' && (
            <span className="message__tools">
              {editable(message, now) && (
                <button type="button" className="link-button" onClick={() => (setDraft(message.body), setEditing(true))} data-testid="message-edit">
                  {t('edit.edit')}
                </button>
              )}
              <button type="button" className="link-button" onClick={remove} data-testid="message-delete">
                {t('delete')}
              </button>
            </span>
          )}
        </span>
      </div>
    </li>
  );
}
