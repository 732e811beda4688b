// The member's menu in the top bar: profile, scheduled posts, settings and sign-out (asking first when unsent writes would be lost); the other areas are the navigation's.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from '../app/router';
import type { Mutation } from '../../schema/outbox';
import { clearStoredRedirect } from '../app/guards/redirect-store';
import { href } from '../app/links';
import { shellNamespaces } from '../app/screen-domain';
import { clearServiceWorkerQueues } from '../app/service-worker';
import { useDismiss } from '../hooks/use-dismiss';
import { useSession } from '../app/session-context';
import { getEngine } from '../data/engine';
import { lazyScreen } from '../app/lazy-screen';
import OnDemand from './OnDemand';

// The warning (its list names every kind of write) loads only when unsent writes would be lost.
const loadSignOutDialog = () => import('./SignOutDialog');
const SignOutDialog = lazyScreen(loadSignOutDialog);

export default function AccountMenu() {
  const { userData, endSessionLocally } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation(shellNamespaces);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [unsent, setUnsent] = useState<Mutation[] | null>(null);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const name = userData?.user.display_name ?? '';

  // A choice made or the screen changed: the menu closes.
  useEffect(() => setOpen(false), [pathname]);
  const closeMenu = useCallback(() => setOpen(false), []);
  useDismiss(open, root, closeMenu);

  const signOut = () => {
    setUnsent(null);
    // Leave first, so no guard mistakes the current screen for a deep link to come back to.
    endSessionLocally();
    clearStoredRedirect();
    clearServiceWorkerQueues();
    void navigate(href('login'), { replace: true });
    getEngine()
      .session.signOut()
      .catch((err: unknown) => console.warn('Sign-out failed', err));
  };

  const requestSignOut = async () => {
    setOpen(false);
    setBusy(true);
    try {
      const waiting = await getEngine().outbox.unsent();
      if (waiting.length === 0) return signOut();
      // Where the warning cannot load (offline before the service worker holds the build), the browser asks instead.
      if (await loadSignOutDialog().then(() => true, () => false)) setUnsent(waiting);
      else if (window.confirm(t('account.unsentLost', { count: waiting.length }))) signOut();
    } catch {
      signOut();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('account.menu')}
        title={name || t('account.menu')}
        // The member's own name: user content, left out by the untranslated-words check (e2e/untranslated.ts).
        data-user-title={name ? '' : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{name.trim().charAt(0).toUpperCase() || '☰'}</span>
      </button>
      {open && (
        <ul className="account-menu__list card" id={menuId}>
          {name && (
            <li className="account-menu__name">
              <bdi>{name}</bdi>
            </li>
          )}
          <li>
            <Link to={href('profile')}>{t('account.myProfile')}</Link>
          </li>
          <li>
            <Link to={href('profileEdit')}>{t('account.editProfile')}</Link>
          </li>
          <li>
            <Link to={href('scheduledPosts')}>{t('account.scheduledPosts')}</Link>
          </li>
          <li>
            <Link to={href('profileSettings')}>{t('nav.settings')}</Link>
          </li>
          <li>
            <button type="button" onClick={() => void requestSignOut()} disabled={busy}>
              {t('account.signOut')}
            </button>
          </li>
        </ul>
      )}
      {unsent !== null && (
        <OnDemand>
          <SignOutDialog unsent={unsent} onConfirm={signOut} onCancel={() => setUnsent(null)} />
        </OnDemand>
      )}
    </div>
  );
}
