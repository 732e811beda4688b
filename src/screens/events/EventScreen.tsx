// /events/{id}: an event from the device at once (offline too) and refreshed beside it: cover, name, time, place or link, host, description, answers, attendees, calendar, hosts' controls.
import { useTranslation } from 'react-i18next';
import { useParams } from '../../app/router';
import RichText from '../../components/library/RichText';
import NotOnDevice from '../../components/NotOnDevice';
import PlanLock from '../../components/premium/PlanLock';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { usePlanTitle } from '../../hooks/use-plan-title';
import { formatDateTime } from '../../lib/date-time';
import { isolate } from '../../i18n/isolate';
import EventAttendees from './EventAttendees';
import EventCalendar from './EventCalendar';
import EventHostActions from './EventHostActions';
import { eventTimes } from './event-time';
import RsvpButtons from './RsvpButtons';
import { useEvent } from './use-events';
import { useEventMessage } from './event-refusal';
import type { LocalEvent } from '../../../schema/events/mirror';
import './events.css';

function Locked({ event }: { event: LocalEvent }) {
  const { t } = useTranslation('events');
  const plan = event.required_plan ?? '';
  const title = usePlanTitle(plan);
  return <PlanLock plan={plan} source={{ type: 'event_button', id: event.id }} message={t('locked', { plan: isolate(title) })} />;
}

function Place({ event }: { event: LocalEvent }) {
  const { t } = useTranslation('events');
  return (
    <div className="event-detail__place" data-testid="event-place">
      {event.location && <p dir="auto">{event.location}</p>}
      {event.online_url ? (
        <a className="button button--small" href={event.online_url} target="_blank" rel="noopener noreferrer nofollow" data-testid="event-online-link">
          {t('onlineJoin')}
        </a>
      ) : event.online ? (
        <p className="muted">{event.online_url_shown_at ? t('onlineLater', { time: formatDateTime(event.online_url_shown_at) }) : t('online')}</p>
      ) : null}
    </div>
  );
}

export default function EventScreen() {
  const { t } = useTranslation('events');
  const id = Number(useParams().id);
  const event = useEvent(id);
  const load = useEngineLoad(`event:${id}`, (engine) => engine.events.get(id));
  useDocumentTitle(event?.name ?? t('title'));
  const say = useEventMessage();

  if (!event) {
    return (
      <div className="stack" data-testid="event-screen">
        {event === null && <NotOnDevice fetching={load.fetching} error={load.error && say(load.error)} retry={load.retry} loadingText={t('loadingOne')} />}
      </div>
    );
  }
  const times = eventTimes(event);
  return (
    <article className="stack event-detail" data-testid="event-screen" data-event-id={event.id}>
      {event.image && <img className="event-detail__cover" src={event.image.large} alt="" />}
      {event.cancelled_at && (
        <p className="event-detail__cancelled" role="status" data-testid="event-cancelled">
          {t('cancelledBanner')}
        </p>
      )}
      <h1 dir="auto">{event.name}</h1>
      <p className="event-detail__time">
        <time dateTime={event.starts_at}>{times.own}</time>
        {times.theirs && (
          <>
            <br />
            <time dateTime={event.starts_at} className="muted">
              {t('theirZone', { time: times.theirs })}
            </time>
          </>
        )}
      </p>
      <Place event={event} />
      <p className="muted">{t('host', { name: isolate(event.host.display_name) })}</p>
      <EventHostActions event={event} />
      {event.locked ? (
        <Locked event={event} />
      ) : (
        <>
          {event.description && <RichText className="event-detail__description rich-text" html={event.description} />}
          <RsvpButtons event={event} />
        </>
      )}
      <EventAttendees event={event} />
      <EventCalendar event={event} />
    </article>
  );
}
