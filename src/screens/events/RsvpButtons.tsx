// Going / Interested / Not going: the member's answer shows at once (the counts move with it), changeable until the end; an unsent or refused one says so.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import EventSection from './EventSection';
import { eventEnded, rsvpStatuses, type RsvpStatus } from '../../../schema/events/event-rules';
import type { LocalEvent } from '../../../schema/events/mirror';
import UnsentControls from '../../components/UnsentControls';
import { getEngine } from '../../data/engine';
import AnswerNote from './AnswerNote';

export default function RsvpButtons({ event }: { event: LocalEvent }) {
  const { t } = useTranslation('events');
  const [now] = useState(Date.now);
  const closed = event.cancelled_at !== null || eventEnded(event, now);
  const mine = event.user_rsvp?.status ?? null;
  const answer = (status: RsvpStatus) =>
    void getEngine()
      .events.rsvp(event.id, status)
      .catch((err: unknown) => console.warn('Could not answer the event', err));
  return (
    <EventSection title={t('rsvp.label')} className="event-rsvp" testId="event-rsvp">
      {closed ? (
        <p className="muted">{event.cancelled_at ? t('rsvp.closedCancelled') : t('rsvp.closedEnded')}</p>
      ) : (
        <div className="event-rsvp__buttons" role="group" aria-label={t('rsvp.label')}>
          {rsvpStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={`button button--small${mine === status ? '' : ' button--quiet'}`}
              aria-pressed={mine === status}
              onClick={() => answer(status)}
            >
              {t(`rsvp.${status}`)}
            </button>
          ))}
        </div>
      )}
      <AnswerNote rsvp={event.user_rsvp} />
      {event.status && <UnsentControls status={event.status} clientId={event.client_id ?? null} error={event.error} />}
    </EventSection>
  );
}
