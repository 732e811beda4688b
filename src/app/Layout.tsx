// The frame around every screen: top bar, side column on wide screens and bottom bar on the others, notices and prompts, guards, and the engine's session events; a bare route gets the guards alone.
import { useEffect } from 'react';
import { useLocation, useNavigate } from './router';
import BottomBar from '../components/BottomBar';
import CookiePrompt from '../components/CookiePrompt';
import EmailConfirmationBanner from '../components/EmailConfirmationBanner';
import OnDemand from '../components/OnDemand';
import PurchaseNotice from '../components/PurchaseNotice';
import PastDueBanner from '../screens/payments/PastDueBanner';
import InstallPrompt from '../components/InstallPrompt';
import { PushRegistration } from '../components/PushPrompt';
import SideColumn from '../components/SideColumn';
import TopBar from '../components/TopBar';
import UpdateNotice from '../components/UpdateNotice';
import { unauthorizedEvents } from '../data/engine';
import { useAppBadge } from '../hooks/use-app-badge';
import { useCommunityLook } from '../hooks/use-community-look';
import { useNavigationTracking } from '../hooks/use-navigation';
import { useUpdateAtNavigation } from '../hooks/use-update-at-navigation';
import { outdatedLegal } from '../lib/legal';
import AppRoutes from './AppRoutes';
import GuardGate from './GuardGate';
import { storeRedirect } from './guards/redirect-store';
import { href, matchRoute, memberContentRouteNames, routeFacts } from './links';
import { lazyScreen } from './lazy-screen';
import { useSession } from './session-context';

// Shown only when the policy or terms changed since the member agreed: its dialog stays out of the entry chunk.
const LegalAgreementPrompt = lazyScreen(() => import('../components/LegalAgreementPrompt'));

export default function Layout() {
  const { endSessionLocally, signedIn, configuration, userData } = useSession();
  const legalOutdated = signedIn && outdatedLegal(configuration, userData) !== null;
  const navigate = useNavigate();
  const location = useLocation();
  useNavigationTracking();
  useUpdateAtNavigation();
  useAppBadge();
  useCommunityLook();
  const routeName = matchRoute(location.pathname)?.name;

  const here = `${location.pathname}${location.search}${location.hash}`;
  useEffect(
    () =>
      unauthorizedEvents.subscribe(() => {
        endSessionLocally();
        const name = matchRoute(location.pathname)?.name;
        // Elsewhere guard 9 now sends the member to login by itself.
        if (name && memberContentRouteNames.includes(name)) {
          storeRedirect(here);
          void navigate(href('login'), { replace: true });
        }
      }),
    [endSessionLocally, navigate, location.pathname, here],
  );

  const screen = (
    <GuardGate>
      <AppRoutes />
    </GuardGate>
  );
  // docs/product.md 2.1: an embedded screen (a lesson medium) stands alone, without the bars, prompts and banners.
  if (routeName && routeFacts[routeName].bare) return <main className="main main--bare">{screen}</main>;

  return (
    <>
      <TopBar />
      <UpdateNotice />
      <div className="frame">
        <SideColumn />
        <main className="main">
          <CookiePrompt />
          <PurchaseNotice />
          <PastDueBanner />
          <EmailConfirmationBanner />
          {/* The prompt links the documents; it steps aside while the member reads one (docs/architecture.md "Legal documents"). */}
          {legalOutdated && routeName !== 'legalDocument' && (
            <OnDemand>
              <LegalAgreementPrompt />
            </OnDemand>
          )}
          <PushRegistration />
          <InstallPrompt />
          {screen}
        </main>
      </div>
      <BottomBar />
    </>
  );
}
