// The router's elements: the route table (Routes/Route), the redirect (Navigate) and the in-app link (Link).
import { Children, isValidElement, useEffect, useMemo, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { ParamsContext, useNavigation } from './context';
import { useLocation, useNavigate } from './hooks';
import { matchRoutes, rankRoutes } from './match';
import { createPath, resolveTo, withBasename } from './paths';

export interface RouteProps {
  /** a react-router pattern (schema/route-facts.ts); `*` catches every path no other route takes */
  path: string;
  element: ReactNode;
}

/** Read by Routes; never rendered itself. */
export function Route(_props: RouteProps): never {
  throw new Error('<Route> is only read inside <Routes>');
}

/**
 * Renders the element of the best matching Route (react-router's ranking, src/app/router/match.ts) with its
 * parameters, or nothing. No key: moving between two routes with the same screen (a post and its comment) keeps it.
 */
export function Routes({ children }: { children: ReactNode }) {
  const routes: RouteProps[] = [];
  Children.forEach(children, (child) => {
    if (isValidElement<RouteProps>(child) && child.type === Route) routes.push(child.props);
  });
  const paths = routes.map((route) => route.path).join('\n');
  const branches = useMemo(() => rankRoutes(paths.split('\n').map((path, index) => ({ path, index }))), [paths]);
  const found = matchRoutes(branches, useLocation().pathname);
  if (!found) return null;
  return <ParamsContext.Provider value={found.params}>{routes[found.route.index]!.element}</ParamsContext.Provider>;
}

/** Navigates once rendered (and again if `to` changes); renders nothing. */
export function Navigate({ to, replace, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

/** A plain left click on a link that opens in this tab: any modifier, another button or another target is the browser's. */
export function isPlainLeftClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>, target?: string): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** a path in the app (absolute, or `?…` / `#…` / relative from here), without the base */
  to: string;
  /** replace the current history entry; by default a link to where the member already is replaces, any other pushes */
  replace?: boolean;
  state?: unknown;
};

/**
 * A real `<a href>` (base included, so a new tab or a copied link works) that navigates in the app on a plain left
 * click, after the caller's onClick unless that prevented the default.
 */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const { basename } = useNavigation();
  const location = useLocation();
  const navigate = useNavigate();
  const path = resolveTo(to, location.pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(location) === createPath(path), state });
  };
  return <a {...rest} href={createPath({ ...path, pathname: withBasename(path.pathname, basename) })} target={target} onClick={handleClick} />;
}
