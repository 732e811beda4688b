// Links to the main areas, marking the current one; the top bar shows it on wide screens, the bottom bar on phones.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../app/router';
import { matchRoute } from '../app/links';
import { shellNamespaces } from '../app/screen-domain';
import { mainDestinations } from './main-destinations';

// The mirror's reader stays out of the entry chunk.
const UnreadMessagesCount = lazy(() => import('./UnreadMessagesCount'));
const NewActivitiesCount = lazy(() => import('./NewActivitiesCount'));

/** `phone`: the bottom bar, without the destinations marked `notOnPhone`. */
export default function MainNav({ className, phone = false }: { className: string; phone?: boolean }) {
  const { pathname } = useLocation();
  const { t } = useTranslation(shellNamespaces);
  const here = matchRoute(pathname)?.name;

  return (
    <nav className={className} aria-label={t('nav.main')}>
      {mainDestinations.filter((d) => !(phone && d.notOnPhone)).map((d) => (
        <Link
          key={d.label}
          to={d.to}
          className={d.notOnPhone ? 'main-nav__secondary' : undefined}
          aria-current={here && d.routes.includes(here) ? 'page' : undefined}
        >
          <span className="main-nav__icon" aria-hidden="true">
            {d.icon}
          </span>
          <span className="main-nav__label">{t(d.label)}</span>
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
      ))}
    </nav>
  );
}
