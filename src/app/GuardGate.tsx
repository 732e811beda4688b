// Runs the route guards on every navigation, carries out their effects, and renders the screen once they let it through.
import { Suspense, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from './router';
import ScreenSkeleton from '../components/ScreenSkeleton';
import { getEngine } from '../data/engine';
import { useStoredText } from '../hooks/use-stored-text';
import { mayStore } from './consent';
import { consolePreviewFlag } from './console-preview';
import { targetPath, type GuardRedirect } from './guards/guard-types';
import { runGuards } from './guards/pipeline';
import { clearStoredRedirect, readStoredRedirect, storeRedirect } from './guards/redirect-store';
import { confirmedIn, confirmingPurchase, recordPurchase } from './purchase-return';
import { lazyScreen } from './lazy-screen';
import { pushNotificationIdStore } from './push-notification-id';
import { matchRoute } from './links';
import { useSession } from './session-context';
import { walkthroughSkipStore } from './walkthrough-skip';
import { isWebviewMode, landingPath, recordLanding } from './webview';

// Guard 2's wait after a payment: its own file, loaded only by a tab that comes back from the provider.
const ConfirmingMembership = lazyScreen(() => import('../screens/payments/ConfirmingMembership'));

/** Effects that touch the world outside the router: storage, the engine, the console. */
function applyEffects(decision: GuardRedirect): void {
  if (decision.storeRedirect) storeRedirect(decision.storeRedirect);
  if (decision.clearStoredRedirect) clearStoredRedirect();
  // Which notification brought the visit is attribution: kept only with allow_all (docs/product.md 9, "Cookies and device storage").
  if (decision.pushNotificationId && mayStore('non-essential')) pushNotificationIdStore.set(decision.pushNotificationId);
  if (decision.error) console.error(new Error(decision.error));
  if (decision.paymentReturn) {
    recordPurchase(decision.paymentReturn, decision.to);
    getEngine()
      .account.completePaymentTicket()
      .catch((err: unknown) => console.warn('Could not complete the payment ticket', err));
  }
}

export default function GuardGate({ children }: { children: ReactNode }) {
  const { ready, signedIn, configuration, userData } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const consolePreview = useStoredText(consolePreviewFlag) === '1';
  const walkthroughSkipped = useStoredText(walkthroughSkipStore(userData?.user.id ?? 0)) !== null;
  // Subscription periods are judged against the time the app opened; a plan ending mid-visit ends at the next load.
  const [now] = useState(() => Date.now());
  const paidFor = useStoredText(confirmingPurchase);
  const confirming = paidFor !== null;
  // docs/product.md 4, guard 2: only user data (the holdings change, or a reload) lifts the wait.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when what is being confirmed changes
  const held = useMemo(() => confirmedIn(userData, now), [userData, paidFor, now]);
  useEffect(() => {
    if (confirming && held) confirmingPurchase.remove();
  }, [confirming, held]);

  const target = useMemo(
    () => ({ name: matchRoute(pathname)?.name ?? null, pathname, search, hash }),
    [pathname, search, hash],
  );
  const decision = useMemo(
    () =>
      ready
        ? runGuards({
            signedIn,
            configuration,
            userData,
            storedRedirect: readStoredRedirect(),
            target,
            webview: isWebviewMode(),
            landing: landingPath(),
            consolePreview,
            walkthroughSkipped,
            now,
            confirmingPurchase: confirming,
          })
        : null,
    [ready, signedIn, configuration, userData, target, consolePreview, walkthroughSkipped, now, confirming],
  );
  const here = targetPath(target);
  const leaving = decision !== null && decision.to !== here;

  useLayoutEffect(() => {
    if (!ready) return;
    if (!decision) {
      recordLanding(here);
      return;
    }
    applyEffects(decision);
    if (decision.to === here) {
      recordLanding(here);
      return;
    }
    void navigate(decision.to, { replace: true });
    // docs/product.md 4, guard 2: after a successful payment the member moves on to where they were heading.
    if (decision.paymentReturn === 'success') void navigate(1);
  }, [ready, decision, here, navigate]);

  // No screen until the mirror has told us who is signed in (a flash of the wrong screen is worse), but its shape.
  if (!ready || leaving) return <ScreenSkeleton />;
  if (signedIn && confirming && !held) {
    return (
      <Suspense fallback={<ScreenSkeleton />}>
        <ConfirmingMembership />
      </Suspense>
    );
  }
  return <>{children}</>;
}
