// The router's hooks: where the member is, how they got there, the route's parameters, and navigating (react-router 7's names and rules).
import { useCallback, useContext, useMemo } from 'react';
import { ParamsContext, useCurrentLocation, useNavigation } from './context';
import type { Params } from './match';
import { resolveTo, stripBasename, withBasename, type Location, type NavigationType } from './paths';

export interface NavigateOptions {
  /** replace the current history entry instead of adding one */
  replace?: boolean;
  /** kept in the history entry, read back as `location.state` */
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  /** through the browser's history: -1 is back (a POP) */
  (delta: number): void;
}

export function useLocation(): Location {
  return useCurrentLocation().location;
}

export function useNavigationType(): NavigationType {
  return useCurrentLocation().action;
}

/** The matched route's parameters, decoded; {} outside a route. */
export function useParams(): Params {
  return useContext(ParamsContext);
}

/**
 * Navigates: a path (absolute, or `?…` / `#…` / relative from the current pathname) under the base, or a step through
 * history. One function for the router's lifetime; it reads the location when called.
 */
export function useNavigate(): NavigateFunction {
  const { history, basename } = useNavigation();
  return useMemo(
    () =>
      ((to: string | number, options: NavigateOptions = {}) => {
        if (typeof to === 'number') return history.go(to);
        const path = resolveTo(to, stripBasename(history.snapshot().location.pathname, basename) ?? '/');
        path.pathname = withBasename(path.pathname, basename);
        if (options.replace) history.replace(path, options.state);
        else history.push(path, options.state);
      }) as NavigateFunction,
    [history, basename],
  );
}

export type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query string, and a setter that navigates to the same pathname with a new one (the hash is dropped). */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchParamsInit, options?: NavigateOptions) => navigate(`?${new URLSearchParams(next)}`, options), [navigate]);
  return [params, setParams];
}
