// Which item an app path names, for its page preview: a post (or a comment's post), an article, an event, or the community's front page.
import { routePaths } from '../../schema/route-paths';

export type PreviewTarget =
  | { kind: 'post'; id: number }
  | { kind: 'article'; id: number }
  | { kind: 'event'; id: number }
  | { kind: 'front' };

/** Ids are PostgreSQL integers: a longer number names nothing (and must never reach a query). */
const MAX_ID = 2_147_483_647;

/** The routes whose item has a preview of its own, by the app's own paths (schema/route-paths.ts); a comment previews its post. */
const previewed: [pattern: string, param: string, kind: Exclude<PreviewTarget['kind'], 'front'>][] = [
  [routePaths.post, 'postId', 'post'],
  [routePaths.comment, 'postId', 'post'],
  [routePaths.article, 'articleId', 'article'],
  [routePaths.event, 'id', 'event'],
];

/** The parameters of `pathname` under a pattern of fixed segments and required `:name`s, as the router matches (case and a trailing slash ignored). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const got = have[i]!;
    if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/, '')] = got;
    else if (segment.toLowerCase() !== got.toLowerCase()) return null;
  }
  return params;
}

/** What the path (without its query) previews; anything else, a malformed id included, is the front page. */
export function previewTarget(pathname: string): PreviewTarget {
  for (const [pattern, param, kind] of previewed) {
    const value = matchPattern(pattern, pathname)?.[param];
    if (value === undefined) continue;
    const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
    return id >= 1 && id <= MAX_ID ? { kind, id } : { kind: 'front' };
  }
  return { kind: 'front' };
}
