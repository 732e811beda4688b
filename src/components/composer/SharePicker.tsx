// Sharing a group (from the device's groups) or an upcoming event (from the server when online) in a post.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareableEvent } from '../../../schema/composer-lookups';
import { getEngine } from '../../data/engine';
import { useGroups } from '../../hooks/use-groups';
import type { ShareState } from '../../lib/composer-state';
import ComposerPart from './ComposerPart';

interface Props {
  value: ShareState | null;
  errors: string[];
  onChange(next: ShareState | null): void;
  onRemove(): void;
}

const encode = (s: ShareState | null) => (s === null ? '' : s.type === 'group' ? `group:${s.key}` : `event:${s.id}`);
function decode(v: string, events: ShareableEvent[]): ShareState | null {
  if (v.startsWith('group:')) return { type: 'group', key: v.slice(6) };
  const event = events.find((e) => `event:${e.id}` === v);
  return event ? { type: 'event', ...event } : null;
}

export default function SharePicker({ value, errors, onChange, onRemove }: Props) {
  // Secret groups are never shared (their card would show them to every reader).
  const groups = (useGroups() ?? []).filter((g) => g.membership_type !== 'secret');
  const [events, setEvents] = useState<ShareableEvent[] | null>(null);
  const { t } = useTranslation('posts');
  useEffect(() => {
    let live = true;
    getEngine()
      .composer.events()
      .then((list) => live && setEvents(list))
      .catch(() => live && setEvents([]));
    return () => {
      live = false;
    };
  }, []);
  return (
    <ComposerPart legend={t('composer.share')} testId="share-picker" errors={errors} removeLabel={t('composer.removeSharing')} onRemove={onRemove}>
      <label className="field">
        <span className="field__label">{t('composer.groupOrEvent')}</span>
        <select value={encode(value)} onChange={(e) => onChange(decode(e.target.value, events ?? []))}>
          <option value="">{t('composer.choose')}</option>
          <optgroup label={t('composer.groups')}>
            {groups.map((g) => (
              <option key={g.key} value={`group:${g.key}`}>
                {g.name}
              </option>
            ))}
          </optgroup>
          {events && events.length > 0 && (
            <optgroup label={t('composer.events')}>
              {events.map((e) => (
                <option key={e.id} value={`event:${e.id}`}>
                  {e.name}
                </option>
              ))}
            </optgroup>
          )}
        </select>
      </label>
    </ComposerPart>
  );
}
