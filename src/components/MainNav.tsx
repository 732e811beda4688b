// Links to the main areas with their icons, marking the current one: the wide screen's side column has them all, the phone's bottom bar its four places.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../app/router';
import { matchRoute } from '../app/links';
import { shellNamespaces, type Destination } from '../app/screen-domain';
import { useSession } from '../app/session-context';
import { currentDestination, mainDestinations } from './main-destinations';

// The mirror's reader stays out of the entry chunk.
const UnreadMessagesCount = lazy(() => import('./UnreadMessagesCount'));
const NewActivitiesCount = lazy(() => import('./NewActivitiesCount'));

/** The destinations this community shows (the member directory only where it is on). */
export function useShownDestinations(): readonly Destination[] {
  const { configuration } = useSession();
  return mainDestinations.filter((d) => !d.shownWhen || d.shownWhen(configuration));
}

/** One area's link: icon, label (the bar's shorter one on the bar) and its count. */
export function DestinationLink({ d, current, bar = false }: { d: Destination; current: boolean; bar?: boolean }) {
  const { t } = useTranslation(shellNamespaces);
  const Icon = d.icon;
  return (
    <Link to={d.to} aria-current={current ? 'page' : undefined}>
      <Icon className="main-nav__icon" aria-hidden="true" size={bar ? 22 : 20} strokeWidth={1.75} />
      <span className="main-nav__label">{t(bar && d.barLabel ? d.barLabel : d.label)}</span>
      {d.count === 'unreadMessages' && (
        <Suspense fallback={null}>
          <UnreadMessagesCount />
        </Suspense>
      )}
      {d.count === 'newActivities' && (
        <Suspense fallback={null}>
          <NewActivitiesCount />
        </Suspense>
      )}
    </Link>
  );
}

/** The side column's navigation: every area, icons and full labels. */
export default function MainNav({ className }: { className: string }) {
  const { pathname } = useLocation();
  const { t } = useTranslation(shellNamespaces);
  const shown = useShownDestinations();
  const current = currentDestination(shown, pathname, matchRoute(pathname)?.name);
  return (
    <nav className={className} aria-label={t('nav.main')}>
      {shown.map((d) => (
        <DestinationLink key={d.to} d={d} current={d === current} />
      ))}
    </nav>
  );
}
