// Route matching as react-router 7 ranks it (static segments beat dynamic ones beat the `*` catch-all), and path filling.
// Paths are react-router patterns (schema/route-facts.ts): `:name` a segment, `:name?` an optional one, a trailing `*` the rest.

export type Params = Readonly<Record<string, string | undefined>>;

/** One way a route can match: an optional segment makes two (with and without it), each ranked on its own. */
export interface RouteBranch<R> {
  route: R;
  score: number;
  /** the route's place in the list: equal scores go to the earlier route */
  order: number;
  regex: RegExp;
  names: string[];
}

/** `/a/:b?/:c?` → `/a/:b/:c`, `/a/:b`, `/a/:c`, `/a`, in react-router's order (an earlier one wins a tie). */
function explode(path: string): string[] {
  const [first = '', ...rest] = path.split('/');
  const optional = first.endsWith('?');
  const required = first.replace(/\?$/, '');
  if (rest.length === 0) return optional ? [required, ''] : [required];
  const tail = explode(rest.join('/'));
  const out = tail.map((sub) => (sub === '' ? required : `${required}/${sub}`));
  if (optional) out.push(...tail);
  return out.map((p) => (path.startsWith('/') && p === '' ? '/' : p));
}

const isParam = (segment: string) => /^:[\w-]+$/.test(segment);

/** More segments score higher; a static segment 10, a parameter 3, an empty one 1; a splat costs 2 and counts nothing. */
function score(path: string): number {
  const segments = `/${path}`.replace(/[\\/]{2,}/g, '/').split('/');
  const splat = segments.includes('*');
  return segments
    .filter((s) => s !== '*')
    .reduce((sum, s) => sum + (isParam(s) ? 3 : s === '' ? 1 : 10), segments.length + (splat ? -2 : 0));
}

/** Case-insensitive, any number of trailing slashes. */
function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  let source =
    '^' +
    path
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
      .replace(/\/:([\w-]+)/g, (_, name: string) => {
        names.push(name);
        return '/([^\\/]+)';
      });
  if (path.endsWith('*')) {
    names.push('*');
    source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  return { regex: new RegExp(source, 'i'), names };
}

/** Every way the routes can match, best first. */
export function rankRoutes<R extends { path: string }>(routes: readonly R[]): RouteBranch<R>[] {
  const branches = routes.flatMap((route, order) =>
    (route.path.includes('?') ? explode(route.path) : [route.path]).map((path) => ({ route, order, score: score(path), ...compile(path) })),
  );
  return branches.sort((a, b) => b.score - a.score || a.order - b.order);
}

/** Each segment decoded (`%20` → space), an encoded slash kept encoded so it stays inside its segment; a malformed one leaves the path as it is. */
export function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/** The best route for a pathname (as the address bar has it: encoded) with its decoded parameters; `skip` leaves routes out. */
export function matchRoutes<R>(branches: readonly RouteBranch<R>[], pathname: string, skip?: (route: R) => boolean): { route: R; params: Params } | null {
  const decoded = decodePath(pathname || '/');
  for (const branch of branches) {
    if (skip?.(branch.route)) continue;
    const found = branch.regex.exec(decoded);
    if (!found) continue;
    const params: Record<string, string> = {};
    branch.names.forEach((name, i) => (params[name] = (found[i + 1] ?? '').replace(/%2F/g, '/')));
    return { route: branch.route, params };
  }
  return null;
}

/**
 * A pattern with its parameters filled and encoded (`a b/c` → `a%20b%2Fc`), as react-router's generatePath: an optional
 * parameter without a value drops its segment, a required one throws.
 */
export function generatePath(pattern: string, params: Readonly<Record<string, string | number | null | undefined>> = {}): string {
  const path = pattern.endsWith('*') && pattern !== '*' && !pattern.endsWith('/*') ? pattern.replace(/\*$/, '/*') : pattern;
  const text = (v: unknown) => (v == null ? '' : String(v));
  const segments = path.split(/\/+/).map((segment, i, all) => {
    if (i === all.length - 1 && segment === '*') return text(params['*']);
    const key = /^:([\w-]+)(\??)(.*)/.exec(segment);
    if (!key) return segment.replace(/\?$/g, '');
    const [, name = '', optional, suffix] = key;
    if (!optional && params[name] == null) throw new Error(`Missing ":${name}" param`);
    return encodeURIComponent(text(params[name])) + suffix;
  });
  return (path.startsWith('/') ? '/' : '') + segments.filter(Boolean).join('/');
}
