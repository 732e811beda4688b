// Starting a chat: one member (their private chat) or several with an optional group name; it opens at once, sent when it can be.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/router';
import { CHAT_MAX_MEMBERS, CHAT_NAME_MAX } from '../../../schema/constants';
import type { Member } from '../../../schema/members';
import { messages } from '../../../schema/messages';
import { getEngine } from '../../data/engine';
import { useAccountAction } from '../../hooks/use-account-action';
import FormAlert from '../../components/FormAlert';
import { chatHrefOfUid } from './chat-links';
import MemberPicker from './MemberPicker';

export default function NewChat({ onCancel }: { onCancel(): void }) {
  const { t } = useTranslation('chats');
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Member[]>([]);
  const [name, setName] = useState('');
  const { busy, error, setError, run } = useAccountAction();
  const group = chosen.length > 1;

  const start = async () => {
    if (chosen.length === 0) return setError(messages.chatNoMembers);
    if (chosen.length > CHAT_MAX_MEMBERS - 1) return setError(messages.chatTooManyMembers);
    const result = await run(() => getEngine().chats.start(chosen.map((m) => m.id), group ? name : undefined));
    if (!result?.ok) return;
    navigate(chatHrefOfUid(result.value));
  };

  return (
    <section className="card stack new-chat" aria-labelledby="new-chat-title" data-testid="new-chat-form">
      <h2 id="new-chat-title">{t('newChat')}</h2>
      <MemberPicker chosen={chosen} onChange={setChosen} label={t('findMembers')} />
      {group && (
        <label className="field">
          <span className="field__label">{t('groupName')}</span>
          <input value={name} onChange={(e) => setName(e.target.value)} maxLength={CHAT_NAME_MAX} dir="auto" data-testid="chat-name" />
        </label>
      )}
      <FormAlert error={error} />
      <div className="chat-actions">
        <button type="button" className="button" disabled={busy || chosen.length === 0} onClick={() => void start()} data-testid="start-chat">
          {group ? t('startGroup') : t('start')}
        </button>
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}
