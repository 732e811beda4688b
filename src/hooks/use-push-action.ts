// What the push offer's rules (src/lib/push-prompt.ts) answer now for this member and device: shared by the quiet registration and the offer in place.
import { useState } from 'react';
import { pushOffered, pushPermission } from '../app/push-permission';
import { pushPromptSkips, pushTurnedOffHere } from '../app/push-prompt-memory';
import { useSession } from '../app/session-context';
import { pushPromptAction } from '../lib/push-prompt';
import { useKv } from './use-kv';
import { useOnline } from './use-online';

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

