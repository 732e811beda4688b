// When to offer push notifications (src/lib/push-prompt.ts): in place, under the composer of the member's first post, comment or
// chat message of the visit (never over what they read); and the quiet registration where permission is already given.
import { useEffect, useRef } from 'react';
import { lazyScreen } from '../app/lazy-screen';
import { usePushMoment, type PushMomentPlace } from '../app/push-moment';
import { usePushAction } from '../hooks/use-push-action';
import OnDemand from './OnDemand';

// The offer's rules and its card load once the member wrote (the visit's moment): push needs the network anyway.
const PushOfferInPlace = lazyScreen(() => import('./PushOfferInPlace'));

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
