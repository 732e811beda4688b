// The router's paths and locations: parsing, printing, resolving a link against where the member is, and the base path in and out.
// The rules are react-router 7's, which the app was written against (docs/decisions.md, "Our own router").

export interface Path {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

/** How the current entry was reached: a push, a replace, or the browser's back/forward (and the first load). */
export type NavigationType = 'PUSH' | 'REPLACE' | 'POP';

export interface Location extends Path {
  /** what the navigation carried (`navigate(to, { state })`), kept in the history entry */
  state: unknown;
  /** unique per history entry and kept in it, so a scroll position found by key survives back and forward; 'default' for an entry the app did not make */
  key: string;
}

/** Splits `/a/b?x=1#top` into its parts; a part the text lacks is left out. */
export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  const hashAt = path.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = path.slice(hashAt);
    path = path.slice(0, hashAt);
  }
  const searchAt = path.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = path.slice(searchAt);
    path = path.slice(0, searchAt);
  }
  if (path) parsed.pathname = path;
  return parsed;
}

/** A bare '?' or '#' prints as nothing. */
export function createPath({ pathname, search, hash }: Path): string {
  return pathname + (search && search !== '?' ? search : '') + (hash && hash !== '#' ? hash : '');
}

function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, '').split('/');
  for (const segment of relative.split('/')) {
    if (segment === '..') {
      if (segments.length > 1) segments.pop();
    } else if (segment !== '.') segments.push(segment);
  }
  return segments.length > 1 ? segments.join('/') : '/';
}

/**
 * Where `to` leads from `from` (a pathname without the base): an absolute path as written, `?…` or `#…` on the
 * current pathname (search params do that), a relative path from the current pathname (as react-router resolves
 * it inside a top-level route, the only level the app has).
 */
export function resolveTo(to: string, from: string): Path {
  const { pathname, search, hash } = parsePath(to);
  let resolved = from;
  if (pathname) {
    const clean = pathname.replace(/[\\/]{2,}/g, '/');
    resolved = /^[\\/]/.test(clean) ? resolvePathname(clean.slice(1), '/') : resolvePathname(clean, from);
  }
  return { pathname: resolved, search: search && search !== '?' ? search : '', hash: hash && hash !== '#' ? hash : '' };
}

/** `/webview` from `webview/`, `/` when there is no base. */
export function normalizeBasename(basename = '/'): string {
  return basename.replace(/^\/*/, '/');
}

/** The pathname under the base (`/webview/groups` → `/groups`, compared without case), or null when it lies outside. */
export function stripBasename(pathname: string, basename: string): string | null {
  if (basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return null;
  const start = basename.endsWith('/') ? basename.length - 1 : basename.length;
  const next = pathname.charAt(start);
  if (next && next !== '/') return null;
  return pathname.slice(start) || '/';
}

/** The address the browser shows for an app pathname: the base itself for root (`/webview`, no trailing slash). */
export function withBasename(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  return pathname === '/' ? basename : `${basename}/${pathname}`.replace(/[\\/]{2,}/g, '/');
}
