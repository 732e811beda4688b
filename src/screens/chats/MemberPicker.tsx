// Choosing members to message: the directory by name when online, the member cards this device holds when not; chosen ones as removable chips.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../../../schema/members';
import { useSession } from '../../app/session-context';
import { getEngine } from '../../data/engine';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useOnline } from '../../hooks/use-online';
import { useDeviceMembers } from '../../hooks/use-people';
import { isolate } from '../../i18n/isolate';
import Avatar from '../../components/Avatar';

interface Props {
  chosen: Member[];
  onChange(next: Member[]): void;
  /** Members who cannot be chosen (already in the chat). */
  exclude?: readonly number[];
  label: string;
}

/** The directory's first page for a name, or null when it gave no answer (offline, or the server is out of reach). */
function useDirectory(query: string, online: boolean): Member[] | null {
  const [found, setFound] = useState<{ query: string; members: Member[] | null } | null>(null);
  useEffect(() => {
    if (!online) return;
    let current = true;
    getEngine()
      .people.directory(query, 1)
      .then((page) => current && setFound({ query, members: page.members }))
      .catch(() => current && setFound({ query, members: null }));
    return () => {
      current = false;
    };
  }, [query, online]);
  return online && found?.query === query ? found.members : null;
}

export default function MemberPicker({ chosen, onChange, exclude = [], label }: Props) {
  const { t } = useTranslation('chats');
  const me = useSession().userData?.user.id;
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 300);
  const online = useOnline();
  const server = useDirectory(query, online);
  const device = useDeviceMembers(server === null ? query : null);
  const skip = new Set([...exclude, ...chosen.map((m) => m.id), ...(me === undefined ? [] : [me])]);
  const offered = (server ?? device ?? []).filter((m) => !skip.has(m.id)).slice(0, 8);

  return (
    <div className="stack member-picker">
      {chosen.length > 0 && (
        <ul className="plain-list chips" aria-label={t('picker.chosen')} data-testid="chosen-members">
          {chosen.map((m) => (
            <li key={m.id} className="chip">
              {m.display_name}
              <button type="button" className="chip__remove" aria-label={t('removeNamed', { name: isolate(m.display_name) })} onClick={() => onChange(chosen.filter((c) => c.id !== m.id))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="field">
        <span className="field__label">{label}</span>
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} dir="auto" data-testid="member-picker-search" />
      </label>
      {server === null && <p className="muted chat-note">{t('picker.offline')}</p>}
      <ul className="plain-list picker-results" data-testid="member-picker-results">
        {offered.map((m) => (
          <li key={m.id}>
            <button type="button" className="picker-option" onClick={() => onChange([...chosen, { id: m.id, display_name: m.display_name, avatar_url: m.avatar_url }])}>
              <Avatar author={m} size={32} />
              <span>{m.display_name}</span>
            </button>
          </li>
        ))}
        {offered.length === 0 && <li className="muted chat-note">{query ? t('picker.noMatch', { query: isolate(query) }) : t('picker.none')}</li>}
      </ul>
    </div>
  );
}
