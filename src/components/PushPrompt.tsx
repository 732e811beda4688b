// When to offer push notifications (src/lib/push-prompt.ts): in place, under the composer of the member's first post, comment or
// chat message of the visit (never over what they read); and the quiet registration where permission is already given.
import { useEffect, useRef, useState } from 'react';
import { lazyScreen } from '../app/lazy-screen';
import { usePushMoment, type PushMomentPlace } from '../app/push-moment';
import { pushOffered, pushPermission } from '../app/push-permission';
import { pushPromptSkips, pushTurnedOffHere } from '../app/push-prompt-memory';
import { useSession } from '../app/session-context';
import { useKv } from '../hooks/use-kv';
import { useOnline } from '../hooks/use-online';
import { pushPromptAction } from '../lib/push-prompt';
import OnDemand from './OnDemand';

// The offer and subscribing load only when the offer is due: push needs the network anyway.
const PushOffer = lazyScreen(() => import('./PushOffer'));

/** What the push offer's rules answer now, `wrote` being whether the member's write is the moment. */
function usePushAction(wrote: boolean) {
  const { signedIn, configuration, userData } = useSession();
  const registration = useKv('pushRegistration');
  const online = useOnline();
  // The time the offer is first considered: a skip's wait is measured against it.
  const [now] = useState(() => Date.now());
  const userId = userData?.user.id;
  const notifications = configuration?.notifications ?? null;
  const action =
    signedIn && userId !== undefined && registration !== undefined && pushOffered(notifications)
      ? pushPromptAction({
          permission: pushPermission(),
          registered: registration !== null,
          turnedOffHere: pushTurnedOffHere(userId),
          wrote,
          skips: pushPromptSkips(userId),
          online,
          now,
        })
      : 'none';
  return { action, userId, notifications };
}

/** In the layout: a device whose permission is given (another session, the settings screen) is registered again without a word. */
export function PushRegistration() {
  const { action, notifications } = usePushAction(false);
  const tried = useRef(false);
  useEffect(() => {
    if (action !== 'register' || tried.current) return;
    tried.current = true;
    void import('../app/push-device').then((device) => device.turnOnPush(notifications)).catch(() => undefined);
  }, [action, notifications]);
  return null;
}

/** Beside a composer: the offer, once, after the visit's first write came from this composer. */
export default function PushPrompt({ place, placeKey }: { place: PushMomentPlace; placeKey: string }) {
  const moment = usePushMoment();
  const here = moment !== null && moment.place === place && moment.key === placeKey;
  const { action, userId, notifications } = usePushAction(here);
  const [closed, setClosed] = useState(false);
  // Once offered, the offer stays until closed (it shows its own error after the member's tap).
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (action === 'ask') setOffered(true);
  }, [action]);

  if (!here || closed || userId === undefined || !(offered || action === 'ask')) return null;
  return (
    <OnDemand>
      <PushOffer ask={action === 'ask'} notifications={notifications} userId={userId} onClose={() => setClosed(true)} />
    </OnDemand>
  );
}
