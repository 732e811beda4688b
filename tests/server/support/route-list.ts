// The routes a built app registered, read from Fastify's own route tree so a new route is listed without naming it.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** the pattern, with `:name` parameters and `*` wildcards */
  url: string;
}

/** One route per method and pattern; HEAD (mirrors GET) and OPTIONS (CORS preflight) are left out. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = [];
  const routes: RegisteredRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // Each level of the tree is indented four characters: "├── /a", "│   └── /:id (GET)".
    const at = line.indexOf('── ');
    if (at < 0) continue;
    const depth = (at - 1) / 4;
    const match = /^(\S*)(?: \(([^)]*)\))?/.exec(line.slice(at + 3));
    if (!match) continue;
    stack.length = depth;
    stack.push(match[1]!);
    const url = stack.join('');
    for (const method of (match[2] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url });
    }
  }
  return routes;
}
