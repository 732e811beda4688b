// The phone's bottom bar (docs/product.md 9: 48 px plus the safe area): four places within a thumb's reach and More, whose sheet holds the other areas.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Ellipsis from 'lucide-react/icons/ellipsis';
import { matchRoute } from '../app/links';
import { useLocation } from '../app/router';
import { shellNamespaces } from '../app/screen-domain';
import { useDismiss } from '../hooks/use-dismiss';
import { useSession } from '../app/session-context';
import { currentDestination } from './main-destinations';
import { DestinationLink, useShownDestinations } from './MainNav';

/** At most five places fit a 360 px phone with their labels: four and More. */
const BAR_PLACES = 4;

export default function BottomBar() {
  const { signedIn } = useSession();
  const { pathname } = useLocation();
  const { t } = useTranslation(shellNamespaces);
  const shown = useShownDestinations();
  const [open, setOpen] = useState(false);
  const sheetId = useId();
  const root = useRef<HTMLElement>(null);
  const current = currentDestination(shown, pathname, matchRoute(pathname)?.name);
  const onBar = shown.filter((d) => d.onPhoneBar).slice(0, BAR_PLACES);
  const inSheet = shown.filter((d) => !onBar.includes(d));

  // A place chosen or the screen changed: the sheet closes.
  useEffect(() => setOpen(false), [pathname]);
  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(open, root, closeMenu);

  if (!signedIn) return null;
  const inMore = current !== undefined && inSheet.includes(current);
  return (
    <nav className="bottom-bar" aria-label={t('nav.main')} ref={root} data-testid="bottom-bar">
      {onBar.map((d) => (
        <DestinationLink key={d.to} d={d} current={d === current} bar />
      ))}
      <button
        type="button"
        className="bottom-bar__more"
        aria-expanded={open}
        aria-controls={sheetId}
        aria-current={inMore ? 'page' : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <Ellipsis className="main-nav__icon" aria-hidden="true" size={22} strokeWidth={1.75} />
        <span className="main-nav__label">{t('nav.more')}</span>
      </button>
      {open && (
        <ul className="more-sheet card" id={sheetId} aria-label={t('nav.more')} data-testid="more-sheet">
          {inSheet.map((d) => (
            <li key={d.to}>
              <DestinationLink d={d} current={d === current} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
