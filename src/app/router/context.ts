// The router's React contexts: the history with its base path, the current location (base stripped), the matched route's parameters.
import { createContext, useContext } from 'react';
import type { History } from './history';
import type { Params } from './match';
import type { Location, NavigationType } from './paths';

export interface Navigation {
  history: History;
  /** '/' or '/webview' (docs/product.md 2.1, webview mode) */
  basename: string;
}

export interface CurrentLocation {
  /** pathname without the base, still encoded as the address bar has it */
  location: Location;
  action: NavigationType;
}

export const NavigationContext = createContext<Navigation | null>(null);
export const LocationContext = createContext<CurrentLocation | null>(null);
export const ParamsContext = createContext<Params>({});

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('The router hooks work only inside a router (src/app/router)');
  return navigation;
}

export function useCurrentLocation(): CurrentLocation {
  const current = useContext(LocationContext);
  if (!current) throw new Error('The router hooks work only inside a router (src/app/router)');
  return current;
}
