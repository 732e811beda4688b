// Sign-in, session refresh with rotation, sign-out, and resolving a request's session to its member.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Configuration } from '../../../schema/configuration';
import { messages } from '../../../schema/messages';
import type { ActiveSession, LoginBody, RefreshBody, Session } from '../../../schema/session';
import type { Database } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { sessions, users, type UserRow } from '../account/users-schema';
import { deviceSummary } from '../../../schema/device-summary';
import { HttpError } from '../../core/http-error';
import type { RateLimiter } from '../../core/rate-limits';
import { sessionAlive, type SessionPolicy } from './session-policy';
import { verifyPassword } from '../account/passwords';
import { newToken, sha256Hex, tokenMatches } from './tokens';

/** Who is calling: the member and the session they called with. */
export interface Viewer {
  user: UserRow;
  sessionId: string;
  manageUiDisplayed: boolean;
}

/** Every token this server issues is base64url; anything else cannot match and never reaches the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,100}$/;

/** last_used_at is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;
/** Enough to tell browsers apart; a longer header is cut rather than stored whole. */
const USER_AGENT_KEPT = 300;

/** A disabled, locked or deleted member's sessions open nothing (403 with what happened). */
export function refuseInactive(user: Pick<UserRow, 'state'>): void {
  if (user.state === 'disabled') throw new HttpError(403, messages.accountDisabled);
  if (user.state === 'locked') throw new HttpError(403, messages.accountLocked);
  // A deleted account has no sessions; one that survived a race ends here.
  if (user.state === 'deleted') throw new HttpError(403, messages.sessionInvalid);
}

/** Every way in checks the same: disabled, locked, and (invitation-only communities) no access. */
export function assertCanSignIn(user: UserRow, config: Pick<Configuration, 'registration_invitation_only'>): void {
  if (user.state === 'deleted') throw new HttpError(401, messages.loginNotRecognised);
  refuseInactive(user);
  if (user.state === 'no_access' && config.registration_invitation_only) throw new HttpError(403, messages.noAccess);
}

function sessionAnswer(id: string, secret: string, refresh: string, userId: number): Session {
  return { secret_id: id, secret, authentication_token: refresh, refresh_token: refresh, user_id: userId };
}

/** A new session for a member who proved who they are. */
export async function openSession(db: Database, userId: number, manageUiDisplayed = false): Promise<Session> {
  const id = newToken(16);
  const secret = newToken();
  const refresh = newToken();
  await db.insert(sessions).values({ id, userId, secretHash: sha256Hex(secret), refreshHash: sha256Hex(refresh), manageUiDisplayed });
  return sessionAnswer(id, secret, refresh, userId);
}

export interface SignInDeps {
  db: Database;
  limiter: RateLimiter;
  configuration: Pick<Configuration, 'registration_invitation_only'>;
}

/** Password login. Failed attempts count against the email and the caller's address (successes do not). */
export async function signIn(deps: SignInDeps, body: LoginBody, address: string): Promise<Session> {
  const { db, limiter } = deps;
  await limiter.check('loginPerAddress', address);
  await limiter.check('loginPerEmail', body.email);
  const [user] = await db.select().from(users).where(eq(users.email, body.email));
  // Unknown email and wrong password answer alike, after the same amount of hashing work.
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) {
    await limiter.record('loginPerAddress', address);
    await limiter.record('loginPerEmail', body.email);
    throw new HttpError(401, messages.loginNotRecognised);
  }
  assertCanSignIn(user, deps.configuration);
  return openSession(db, user.id, body.manage_ui_displayed ?? false);
}

/** Ends every live session of a member but `keep` (after a password change or reset, or a deletion). */
export async function revokeSessionsOf(db: Database, userId: number, keep?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined));
}

/**
 * Rotates both tokens of a live session; the old secret stops working at once. A session past its idle or
 * absolute lifetime cannot be refreshed (401): the client then forgets it and signs the member out (docs/product.md 8).
 */
export async function refreshSession(db: Database, policy: SessionPolicy, id: string, body: RefreshBody): Promise<Session> {
  const ended = () => new HttpError(401, messages.sessionInvalid);
  if (!TOKEN_SHAPE.test(id)) throw ended();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
  if (!row) throw ended();
  const secretOk = tokenMatches(body.secret, row.session.secretHash);
  const refreshOk = tokenMatches(body.refresh_token, row.session.refreshHash);
  if (!secretOk || !refreshOk) throw ended();
  if (!sessionAlive(policy, row.session)) {
    await revokeSession(db, id, policy.now());
    throw ended();
  }
  refuseInactive(row.user);
  const secret = newToken();
  const refresh = newToken();
  // Guarded by the old refresh digest: of two concurrent refreshes only one rotates.
  const updated = await db
    .update(sessions)
    .set({ secretHash: sha256Hex(secret), refreshHash: sha256Hex(refresh), lastUsedAt: policy.now() })
    .where(and(eq(sessions.id, id), eq(sessions.refreshHash, row.session.refreshHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (updated.length === 0) throw ended();
  return sessionAnswer(id, secret, refresh, row.user.id);
}

export async function revokeSession(db: Database, id: string, at = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: at }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Every authenticated request starts here: a live session and its member, by the session's id. */
const sessionLookup = preparedStatement((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt)))
    .prepare('session_lookup'),
);

/** What admitting a session reads of it and its member (a lookup of sessions joined with users may select just these). */
export const sessionCheckColumns = {
  secretHash: sessions.secretHash,
  createdAt: sessions.createdAt,
  lastUsedAt: sessions.lastUsedAt,
  userAgent: sessions.userAgent,
  state: users.state,
};
type SessionCheck = Pick<typeof sessions.$inferSelect, 'secretHash' | 'createdAt' | 'lastUsedAt' | 'userAgent'> & Pick<UserRow, 'state'>;

const sessionInvalid = () => new HttpError(403, messages.sessionInvalid);

/** Credentials of a shape no session has are refused before any lookup. */
export function checkCredentialShape(id: string, secret: string): void {
  if (!TOKEN_SHAPE.test(id) || !TOKEN_SHAPE.test(secret)) throw sessionInvalid();
}

/**
 * Resolves presented credentials; any mismatch, and a session past its lifetime, is a 403 so the client tries one
 * refresh (docs/product.md 8), which fails for an ended session. Records the browser it is used from for the session list.
 */
export async function authenticate(db: Database, policy: SessionPolicy, id: string, secret: string, userAgent?: string): Promise<Viewer> {
  checkCredentialShape(id, secret);
  const [row] = await sessionLookup(db).execute({ id });
  await admitSession(db, policy, { id, secret, userAgent }, row && { ...row.session, state: row.user.state });
  return { user: row!.user, sessionId: id, manageUiDisplayed: row!.session.manageUiDisplayed };
}

/** The checks of `authenticate` on a looked-up session (none when no live session has that id), and its use recorded. */
export async function admitSession(
  db: Database,
  policy: SessionPolicy,
  { id, secret, userAgent }: { id: string; secret: string; userAgent?: string },
  row: SessionCheck | undefined,
): Promise<void> {
  if (!row || !tokenMatches(secret, row.secretHash)) throw sessionInvalid();
  if (!sessionAlive(policy, row)) {
    await revokeSession(db, id, policy.now());
    throw sessionInvalid();
  }
  refuseInactive(row);
  const now = policy.now();
  const agent = userAgent?.slice(0, USER_AGENT_KEPT) ?? null;
  const newAgent = agent !== null && agent !== row.userAgent;
  if (newAgent || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastUsedAt: now, userAgent: agent ?? row.userAgent }).where(eq(sessions.id, id));
  }
}

/** The member's live sessions, most recently used first; ended ones (revoked or past their lifetime) are left out. */
export async function listActiveSessions(db: Database, policy: SessionPolicy, viewer: Viewer): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, viewer.user.id), isNull(sessions.revokedAt)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows
    .filter((r) => sessionAlive(policy, r))
    .map((r) => ({
      id: r.id,
      device: deviceSummary(r.userAgent),
      created_at: r.createdAt.toISOString(),
      last_used_at: r.lastUsedAt.toISOString(),
      current: r.id === viewer.sessionId,
    }));
}

/** Ends one of the member's own sessions; another member's, or an unknown or ended one, is not found. */
export async function endOwnSession(db: Database, policy: SessionPolicy, viewer: Viewer, id: string): Promise<void> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: policy.now() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, viewer.user.id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new HttpError(404, messages.notFound);
}
