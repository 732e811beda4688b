// The capabilities' screens, one line each: routes, navigation, item actions and unsent words all take theirs from this list.
import type { ScreenDomain } from './screen-domain';
import { eventsScreens } from '../screens/events';
import { legalScreens } from '../screens/legal';
import { paymentsScreens } from '../screens/payments';
import { savedItemsScreens } from '../screens/saved';

export const screenDomains: readonly ScreenDomain[] = [savedItemsScreens, paymentsScreens, eventsScreens, legalScreens];

/** The item actions of every capability, in the list's order (a fixed order: each is a hook). */
export const itemActions = screenDomains.flatMap((d) => d.itemActions ?? []);

/** How the unsent list names a capability's write. */
export function unsentWordsOf(m: { kind: string }): string | undefined {
  for (const d of screenDomains) {
    const words = d.unsentWords?.[m.kind];
    if (words) return words(m as never);
  }
  return undefined;
}
