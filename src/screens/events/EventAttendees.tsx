// Who is going or interested, read online page by page; where the host keeps the list private (or the device is offline) it says so plainly.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import EventSection from './EventSection';
import type { LocalEvent } from '../../../schema/events/mirror';
import type { Attendee } from '../../../schema/events/wire';
import Avatar from '../../components/Avatar';
import { getEngine } from '../../data/engine';
import { useEventMessage } from './event-refusal';

type Which = 'going' | 'interested';

export default function EventAttendees({ event }: { event: LocalEvent }) {
  const { t } = useTranslation('events');
  const local = useEventMessage();
  const [which, setWhich] = useState<Which>('going');
  const [list, setList] = useState<{ rows: Attendee[]; next: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hidden = !event.attendees_visible && !event.can_manage;

  async function read(status: Which, page: number) {
    const answer = await getEngine().events.attendees(event.id, status, page);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setList((held) => ({ rows: page === 1 ? answer.value.attendees : [...(held?.rows ?? []), ...answer.value.attendees], next: answer.value.meta.next }));
  }

  useEffect(() => {
    if (hidden) return;
    setList(null);
    void read(which, 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the event's counts move
  }, [event.id, which, hidden, event.going_count, event.interested_count]);

  return (
    <EventSection title={t('attendees.title')} className="event-attendees" testId="event-attendees">
      {hidden && (
        <p className="muted">
          {t('going', { count: event.going_count })} · {t('interested', { count: event.interested_count })}
        </p>
      )}
      {event.waitlist_count > 0 && <p className="muted">{t('waitlistCount', { count: event.waitlist_count })}</p>}
      {hidden ? (
        <p className="muted" data-testid="attendees-hidden">
          {t('attendees.hidden')}
        </p>
      ) : (
        <>
          <div className="sort-switch" role="group" aria-label={t('attendees.title')}>
            {(['going', 'interested'] as const).map((w) => (
              <button
                key={w}
                type="button"
                className={`sort-switch__option${w === which ? ' sort-switch__option--current' : ''}`}
                aria-pressed={w === which}
                onClick={() => setWhich(w)}
              >
                {w === 'going' ? t('going', { count: event.going_count }) : t('interested', { count: event.interested_count })}
              </button>
            ))}
          </div>
          {error ? (
            <p className="muted" role="status">
              {local(error)}
            </p>
          ) : list === null ? (
            <p className="muted" aria-busy="true">
              {t('attendees.loading')}
            </p>
          ) : list.rows.length === 0 ? (
            <p className="muted">{t('attendees.none')}</p>
          ) : (
            <ul className="event-attendees__list">
              {list.rows.map((a) => (
                <li key={a.member.id} className="event-attendees__member">
                  <Avatar author={a.member} size={28} />
                  <bdi>{a.member.display_name}</bdi>
                </li>
              ))}
            </ul>
          )}
          {list?.next != null && (
            <button type="button" className="button button--small button--quiet" onClick={() => void read(which, list.next!)}>
              {t('attendees.more')}
            </button>
          )}
        </>
      )}
    </EventSection>
  );
}
