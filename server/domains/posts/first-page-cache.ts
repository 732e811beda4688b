// Each session's first page of each wall, answered again as the JSON sent last time while the change feed shows nothing it depends on.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../account/users-schema';
import { headCursor } from '../../core/changes';
import type { SessionPolicy } from '../sessions/session-policy';
import { admitSession, authenticate, checkCredentialShape, sessionCheckColumns, type Viewer } from '../sessions/sessions';

/** How many pages a server process keeps (a page is ~10 KB of JSON), the least recently read dropped first. */
export const FIRST_PAGE_CACHE_ENTRIES = 5_000;
/** A page is built again at least this often, whatever the feed says. */
export const FIRST_PAGE_MAX_AGE_MS = 5 * 60_000;

interface Entry {
  json: string;
  /** The feed's head read before the page was built: the page holds every change up to it. */
  head: number;
  groupId: number;
  expiresAt: number;
}

/**
 * The session lookup of every request, with the first change after `head` that the member's page of the group may
 * depend on: the group's (posts, comments, pins, access), the member's own (joins and leaves, blocks), or everyone's
 * (a member's card); never a chat's (no wall shows chats: a message must not rebuild every member's pages). Every write
 * that changes what a member sees appends such a change (the device mirror depends on it too), so none means the kept
 * page is still right; one statement, so a kept page costs what a session check does.
 */
const sessionAndChangeAfter = preparedStatement((db) =>
  db
    .select({
      ...sessionCheckColumns,
      changeAfter: sql<string | null>`(select c.cursor from changes c where c.cursor > ${sql.placeholder('head')}
        and c.scope is distinct from 'chat'
        and ((c.scope = 'group' and c.scope_id = ${sql.placeholder('groupId')}) or c.user_id = ${sessions.userId}
          or (c.scope is distinct from 'group' and c.user_id is null))
        order by c.cursor limit 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt)))
    .prepare('session_and_wall_change'),
);

/** What a page's builder answers: the wire body and the group it is the page of. */
export interface BuiltPage {
  body: { posts: { pinned_until: string | null; required_plan?: string | null; locked?: boolean }[] };
  groupId: number;
}

export interface Credentials {
  id: string;
  secret: string;
  userAgent?: string;
}

/** Per server process; other processes' writes reach it through the change feed like any other. */
export class FirstPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = FIRST_PAGE_CACHE_ENTRIES) {}

  /**
   * Authenticates the caller (as `authenticate`: same refusals) and answers the page's JSON for `page` (one wall, one
   * limit) as this session last read it when the feed has nothing after it, else `build(viewer)`'s, kept for next time.
   * A build that fails (no access, say) keeps nothing and throws.
   */
  async read(db: Database, policy: SessionPolicy, creds: Credentials, page: string, build: (viewer: Viewer) => Promise<BuiltPage>): Promise<string> {
    const key = `${creds.id}/${page}`;
    const kept = this.entries.get(key);
    this.entries.delete(key);
    if (kept && kept.expiresAt > Date.now()) {
      checkCredentialShape(creds.id, creds.secret);
      const [row] = await sessionAndChangeAfter(db).execute({ id: creds.id, head: kept.head, groupId: kept.groupId });
      await admitSession(db, policy, creds, row);
      if (row!.changeAfter === null) {
        this.entries.set(key, kept);
        return kept.json;
      }
    }
    const viewer = await authenticate(db, policy, creds.id, creds.secret, creds.userAgent);
    const head = await headCursor(db);
    const { body, groupId } = await build(viewer);
    const json = JSON.stringify(body);
    this.entries.set(key, { json, head, groupId, expiresAt: expiryOf(body.posts) });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return json;
  }
}

/**
 * The page's shape changes by itself when a pin shown on it ends: it expires then, or after the maximum age. A page
 * showing a premium post whole is not kept: a plan ends at its period's end whether or not a change says so yet.
 */
function expiryOf(posts: BuiltPage['body']['posts']): number {
  const now = Date.now();
  if (posts.some((p) => p.required_plan != null && !p.locked)) return now;
  let at = now + FIRST_PAGE_MAX_AGE_MS;
  for (const p of posts) {
    const until = p.pinned_until ? Date.parse(p.pinned_until) : NaN;
    if (until > now && until < at) at = until;
  }
  return at;
}
