// The side column's upcoming events (from 1100 px): the next few the device holds, soonest first, each with its day and time in the member's zone.
import { useTranslation } from 'react-i18next';
import { href } from '../../app/links';
import { Link } from '../../app/router';
import SidePanelFrame from '../../components/SidePanelFrame';
import { languageInUse } from '../../i18n/language-in-use';
import { useEventList } from './use-events';

const SHOWN = 3;

export default function SideEvents() {
  const { t } = useTranslation('events');
  const upcoming = useEventList('upcoming', null);
  if (upcoming === undefined) return null;
  const next = upcoming.filter((e) => !e.cancelled_at).slice(0, SHOWN);
  const when = new Intl.DateTimeFormat(languageInUse(), { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return (
    <SidePanelFrame name="events" title={t('side.title')} empty={t('side.none')} more={{ to: href('events'), label: t('side.all') }}>
      {next.length === 0 ? null : (
        <ul className="side-events">
          {next.map((e) => (
            <li key={e.id}>
              <Link to={href('event', { id: e.id })}>
                <bdi className="side-events__name">{e.name}</bdi>
                <time className="side-events__time" dateTime={e.starts_at}>
                  {when.format(new Date(e.starts_at))}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </SidePanelFrame>
  );
}
