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

// The offer's rules and its card load once the member wrote (the visit's moment): push needs the network anyway.
const PushOfferInPlace = lazyScreen(() => import('./PushOfferInPlace'));

/** What the push offer's rules answer now, `wrote` being whether the member's write is the moment. */
export function usePushAction(wrote: boolean) {
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

/** Beside a composer: nothing until the visit's first write came from this composer, then the offer (src/components/PushOfferInPlace.tsx). */
export default function PushPrompt({ place, placeKey }: { place: PushMomentPlace; placeKey: string }) {
  const moment = usePushMoment();
  if (moment === null || moment.place !== place || moment.key !== placeKey) return null;
  return (
    <OnDemand>
      <PushOfferInPlace />
    </OnDemand>
  );
}
