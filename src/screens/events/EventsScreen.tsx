// /events: upcoming or past events, all groups' or one group's, from the device at once (offline too), refreshed and paged beside it; hosts' New event; reminder settings.
import { useTranslation } from 'react-i18next';
import { eventsPagingKey, type EventScope } from '../../../schema/events/event-rules';
import { href } from '../../app/links';
import { Link, useNavigate, useSearchParams } from '../../app/router';
import LoadMoreSentinel from '../../components/LoadMoreSentinel';
import NotOnDevice from '../../components/NotOnDevice';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useGroups } from '../../hooks/use-groups';
import { useOlderPages } from '../../hooks/use-older-pages';
import { useWall } from '../../hooks/use-posts';
import EventCard from './EventCard';
import { eventsListLink } from './event-links';
import ReminderSettings from './ReminderSettings';
import { useEventList, useHostedGroups } from './use-events';
import { useEventMessage } from './event-refusal';
import './events.css';

const scopes: readonly EventScope[] = ['upcoming', 'past'];

export default function EventsScreen() {
  const { t } = useTranslation('events');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const scope: EventScope = params.get('scope') === 'past' ? 'past' : 'upcoming';
  const groupKey = params.get('group') || null;
  const events = useEventList(scope, groupKey);
  const paging = useWall(eventsPagingKey(scope, groupKey));
  const groups = useGroups()?.filter((g) => g.membership_status === 'member' || g.key === groupKey);
  const hosted = useHostedGroups();
  const say = useEventMessage();
  const load = useEngineLoad(`events:${scope}:${groupKey ?? ''}`, (engine) => engine.events.load(scope, groupKey));
  const onEndVisible = useOlderPages(paging, load, (engine) => engine.events.load(scope, groupKey, true));

  return (
    <div className="stack" data-testid="events-screen">
      <div className="screen-header">
        <h1>{t('title')}</h1>
        {hosted && hosted.length > 0 && (
          <Link className="button button--small" to={href('eventNew')} data-testid="event-new">
            {t('create')}
          </Link>
        )}
      </div>
      <div className="events-filters">
        <nav className="sort-switch" aria-label={t('scope.label')} data-testid="events-scope">
          {scopes.map((s) => (
            <Link
              key={s}
              className={`sort-switch__option${s === scope ? ' sort-switch__option--current' : ''}`}
              to={eventsListLink(s, groupKey)}
              aria-current={s === scope ? 'page' : undefined}
              replace
            >
              {t(`scope.${s}`)}
            </Link>
          ))}
        </nav>
        <label className="events-filters__group">
          <span>{t('filter.label')}</span>
          <select value={groupKey ?? ''} onChange={(e) => navigate(eventsListLink(scope, e.target.value || null), { replace: true })} data-testid="events-group">
            <option value="">{t('filter.all')}</option>
            {groups?.map((g) => (
              <option key={g.key} value={g.key}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {events === undefined ? null : events.length === 0 ? (
        paging === null && (load.fetching || load.error) ? (
          <NotOnDevice fetching={load.fetching} error={load.error && say(load.error)} retry={load.retry} loadingText={t('loading')} />
        ) : (
          <p className="card empty muted" data-testid="events-empty">
            {t(`empty.${scope}`)}
          </p>
        )
      ) : (
        <>
          <ul className="event-list stack" data-testid="event-list">
            {events.map((e) => (
              <EventCard key={e.id} event={e} />
            ))}
          </ul>
          {paging && paging.exhausted === 0 && <LoadMoreSentinel onChange={onEndVisible} />}
        </>
      )}
      <ReminderSettings />
    </div>
  );
}
