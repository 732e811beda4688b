// Every API path of this build, as route patterns (`:name`) shared by the server and the API client.
export const apiPaths = {
  configuration: '/api/v1/configuration',
  limits: '/api/v3/limits',
  registrationSnippet: '/api/v2/snippets/registration',
  startup: '/api/v1/startup',
  sessions: '/api/v1/sessions',
  sessionRefresh: '/api/v1/sessions/:id/refresh',
  session: '/api/v1/session',
  me: '/api/v1/me',
  groups: '/api/v2/groups',
  accountGroups: '/api/v3/account/groups',
  wallRecentPosts: '/api/v2/walls/:key/recent_posts',
  wallPosts: '/api/v2/walls/:key/posts',
  post: '/api/v2/posts/:id',
  postComments: '/api/v2/posts/:id/comments',
  comment: '/api/v2/comments/:id',
  sync: '/api/v1/sync',
  /** POST joins (a private group: a pending request), DELETE leaves or withdraws the request (spec 7). */
  groupMembership: '/api/v2/groups/:id/membership',
} as const;
export type ApiPathName = keyof typeof apiPaths;

/** Fills a pattern's `:name` segments, URL-encoded; throws when one is missing. */
export function fillPath(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`Missing path parameter ${name} for ${pattern}`);
    return encodeURIComponent(String(v));
  });
}
