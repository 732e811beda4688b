// A chat's members mode: who is in it, adding members and the group's name (its creator renames and removes), leaving, archiving.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '../../app/router';
import { CHAT_MAX_MEMBERS, CHAT_NAME_MAX } from '../../../schema/constants';
import type { Member } from '../../../schema/members';
import { messages } from '../../../schema/messages';
import { useSession } from '../../app/session-context';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import { useChat, type ChatKey } from '../../hooks/use-chats';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { isolate } from '../../i18n/isolate';
import { chatTitle } from '../../lib/chat-title';
import ConfirmDialog from '../../components/ConfirmDialog';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import UnsentControls from '../../components/UnsentControls';
import MemberList from '../people/MemberList';
import { chatHref, inboxHref } from './chat-links';
import MemberPicker from './MemberPicker';

export default function ChatMembersScreen({ chatKey }: { chatKey: ChatKey }) {
  const { t } = useTranslation('chats');
  const me = useSession().userData?.user.id;
  const navigate = useNavigate();
  const chat = useChat(chatKey);
  const serverId = chat && chat.id > 0 ? chat.id : null;
  const load = useEngineLoad('id' in chatKey ? `chat:${chatKey.id}` : null, (engine) => engine.chats.loadChat((chatKey as { id: number }).id));
  const { busy, error, setError, run } = useAccountAction();
  const [adding, setAdding] = useState<Member[]>([]);
  const [name, setName] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  useDocumentTitle(chat ? t('members.documentTitle', { chat: isolate(chatTitle(chat, me)) }) : t('members.title'));

  if (chat === undefined) return null;
  if (chat === null) return <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('loadingChat')} />;
  const creator = chat.created_by === me;
  const group = chat.kind === 'group';
  const act = (call: (id: number) => Promise<{ ok: true } | { ok: false; message: string }>) => {
    if (!serverId) return setError(t('members.notSentYet'));
    void run(() => call(serverId));
  };
  const add = () => {
    if (chat.member_ids.length + adding.length > CHAT_MAX_MEMBERS) return setError(messages.chatTooManyMembers);
    act(async (id) => {
      const r = await getEngine().chats.addMembers(id, adding.map((m) => m.id));
      if (r.ok) setAdding([]);
      return r;
    });
  };
  const leave = () => {
    setLeaving(false);
    act(async (id) => {
      const r = await getEngine().chats.leave(id);
      if (r.ok) navigate(inboxHref(), { replace: true });
      return r;
    });
  };

  return (
    <div className="stack" data-testid="chat-members">
      <Link to={chatHref(chat)}>{t('backTo', { name: isolate(chatTitle(chat, me)) })}</Link>
      <h1>{group ? t('members.groupChat') : t('members.details')}</h1>
      {chat.pending_change && <UnsentControls status={chat.pending_change.status} clientId={chat.pending_change.client_id} error={chat.pending_change.error} />}
      <FormAlert error={error} />
      {group && creator && (
        <form
          className="card stack"
          onSubmit={(e) => {
            e.preventDefault();
            act((id) => getEngine().chats.rename(id, name ?? ''));
            setName(null);
          }}
        >
          <label className="field">
            <span className="field__label">{t('members.name')}</span>
            <input value={name ?? chat.name ?? ''} maxLength={CHAT_NAME_MAX} onChange={(e) => setName(e.target.value)} dir="auto" data-testid="rename-input" />
          </label>
          <button type="submit" className="button button--small" disabled={busy || name === null} data-testid="rename-chat">
            {t('members.saveName')}
          </button>
        </form>
      )}
      <section className="stack" aria-labelledby="chat-members-title">
        <h2 id="chat-members-title">{t('members.heading', { number: chat.members.length })}</h2>
        <MemberList
          members={chat.members}
          testId="chat-member-list"
          action={(m) =>
            m.id === me ? (
              <span className="muted">{t('members.you')}</span>
            ) : group && creator ? (
              <button type="button" className="button button--small button--quiet" disabled={busy} onClick={() => act((id) => getEngine().chats.removeMember(id, m.id))}>
                {t('members.remove')}
              </button>
            ) : null
          }
        />
      </section>
      {group && (
        <section className="card stack" aria-labelledby="add-members-title">
          <h2 id="add-members-title">{t('members.add')}</h2>
          <MemberPicker chosen={adding} onChange={setAdding} exclude={chat.member_ids} label={t('findMembers')} />
          <button type="button" className="button button--small" disabled={busy || adding.length === 0} onClick={add} data-testid="add-members">
            {adding.length > 1 ? t('members.addCount', { count: adding.length }) : t('members.addOne')}
          </button>
        </section>
      )}
      <div className="chat-actions">
        <button type="button" className="button button--quiet" disabled={busy} onClick={() => act((id) => (chat.archived ? getEngine().chats.unarchive(id) : getEngine().chats.archive(id)))} data-testid="archive-chat">
          {chat.archived ? t('members.unarchive') : t('members.archive')}
        </button>
        {group && (
          <button type="button" className="button button--danger" disabled={busy} onClick={() => setLeaving(true)} data-testid="leave-chat">
            {t('members.leave')}
          </button>
        )}
      </div>
      {leaving && (
        <ConfirmDialog title={t('members.leaveTitle')} text={t('members.leaveText')} confirmLabel={t('members.leaveConfirm')} onConfirm={leave} onCancel={() => setLeaving(false)} />
      )}
    </div>
  );
}
