// The list of members (after `@`) or hashtags (after `#`) offered while typing; picked by click, Enter or Tab.
import { useTranslation } from 'react-i18next';
import type { Suggestion } from '../../hooks/use-mention-suggestions';
import Avatar from '../Avatar';

interface Props {
  id: string;
  suggestions: Suggestion[];
  active: number;
  onPick(s: Suggestion): void;
}

export default function MentionSuggestions({ id, suggestions, active, onPick }: Props) {
  const { t } = useTranslation('posts');
  if (suggestions.length === 0) return null;
  return (
    <ul className="suggestions" id={id} role="listbox" aria-label={t('composer.suggestions')} data-testid="mention-suggestions">
      {suggestions.map((s, i) => (
        <li
          key={s.value}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          className="suggestions__item"
          // Keep the text box focused: the pick happens on mousedown, before a blur.
          onMouseDown={(e) => {
            e.preventDefault();
            onPick(s);
          }}
        >
          {s.avatar_url !== undefined && <Avatar author={{ id: 0, display_name: s.label, avatar_url: s.avatar_url }} size={24} />}
          <bdi className="suggestions__label">{s.label}</bdi>
          {s.detail && <bdi className="suggestions__detail muted">{s.detail}</bdi>}
        </li>
      ))}
    </ul>
  );
}
