// The push offer in place under the composer of the visit's first write (loaded then, src/components/PushPrompt.tsx): once, until closed.
import { useEffect, useState } from 'react';
import { lazyScreen } from '../app/lazy-screen';
import OnDemand from './OnDemand';
import { usePushAction } from '../hooks/use-push-action';

// Subscribing loads only when the member may be asked.
const PushOffer = lazyScreen(() => import('./PushOffer'));

export default function PushOfferInPlace() {
  const { action, userId, notifications } = usePushAction(true);
  const [closed, setClosed] = useState(false);
  // Once offered, the offer stays until closed (it shows its own error after the member's tap).
  const [offered, setOffered] = useState(false);
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
