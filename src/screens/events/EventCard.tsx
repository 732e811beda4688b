// An event in the list: cover, name, time (the member's zone, and the event's when it differs), place or Online, how many are going, the member's answer.
import { useTranslation } from 'react-i18next';
import type { LocalEvent } from '../../../schema/events/mirror';
import { href } from '../../app/links';
import { Link } from '../../app/router';
import AnswerNote from './AnswerNote';
import { eventTimes } from './event-time';

export default function EventCard({ event }: { event: LocalEvent }) {
  const { t } = useTranslation('events');
  const times = eventTimes(event);
  return (
    <li className="card event-card" data-testid="event-card" data-event-id={event.id}>
      {event.image && <img className="event-card__cover" src={event.image.small} alt="" loading="lazy" decoding="async" />}
      <div className="event-card__body">
        <h2 className="event-card__name">
          <Link to={href('event', { id: event.id })} dir="auto">
            {event.name}
          </Link>
        </h2>
        {event.cancelled_at && <p className="event-card__cancelled">{t('cancelled')}</p>}
        <p className="event-card__time">
          <time dateTime={event.starts_at}>{times.own}</time>
          {times.theirs && (
            <>
              {' · '}
              <time dateTime={event.starts_at} className="muted">
                {times.theirs}
              </time>
            </>
          )}
        </p>
        {(event.location || event.online) && <p className="event-card__place muted">{event.location ? <bdi>{event.location}</bdi> : t('online')}</p>}
        <p className="event-card__counts" data-testid="event-going">
          {t('going', { count: event.going_count })}
        </p>
        <AnswerNote rsvp={event.user_rsvp} />
      </div>
    </li>
  );
}
