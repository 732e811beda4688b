// When to offer push notifications (src/lib/push-prompt.ts), and the quiet registration where permission is already given; the offer itself is PushOffer.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '../app/router';
import { lazyScreen } from '../app/lazy-screen';
import { pushOffered, pushPermission } from '../app/push-permission';
import { earlierAppStarts, pushPromptSkips, pushTurnedOffHere } from '../app/push-prompt-memory';
import { useSession } from '../app/session-context';
import { useKv } from '../hooks/use-kv';
import { useOnline } from '../hooks/use-online';
import { pushPromptAction } from '../lib/push-prompt';
import OnDemand from './OnDemand';

// The offer and subscribing load only when the offer is due (never on a first visit): push needs the network anyway.
const PushOffer = lazyScreen(() => import('./PushOffer'));

export default function PushPrompt() {
  const { signedIn, configuration, userData } = useSession();
  const registration = useKv('pushRegistration');
  const online = useOnline();
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const [navigated, setNavigated] = useState(false);
  const [closed, setClosed] = useState(false);
  // Once offered, the offer stays until closed (it shows its own error after the member's tap).
  const [offered, setOffered] = useState(false);
  // The time the prompt was first considered: a skip's wait is measured against it.
  const [now] = useState(() => Date.now());
  const quietTried = useRef(false);
  useEffect(() => {
    if (pathname !== firstPath.current) setNavigated(true);
  }, [pathname]);

  const userId = userData?.user.id;
  const notifications = configuration?.notifications ?? null;
  const action =
    signedIn && userId !== undefined && registration !== undefined && pushOffered(notifications)
      ? pushPromptAction({
          permission: pushPermission(),
          registered: registration !== null,
          turnedOffHere: pushTurnedOffHere(userId),
          earlierVisits: earlierAppStarts(),
          navigated,
          skips: pushPromptSkips(userId),
          online,
          now,
        })
      : 'none';

  // Allowed before (another session on this device, or the settings screen): registered again without a word.
  useEffect(() => {
    if (action !== 'register' || quietTried.current) return;
    quietTried.current = true;
    void import('../app/push-device').then((device) => device.turnOnPush(notifications)).catch(() => undefined);
  }, [action, notifications]);
  useEffect(() => {
    if (action === 'ask') setOffered(true);
  }, [action]);

  if (closed || userId === undefined || !(offered || action === 'ask')) return null;
  return (
    <OnDemand>
      <PushOffer ask={action === 'ask'} notifications={notifications} userId={userId} onClose={() => setClosed(true)} />
    </OnDemand>
  );
}
