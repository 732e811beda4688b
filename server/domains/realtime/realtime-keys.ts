// The realtime credential of a session: good only at the gateway, never a session secret (docs/api-realtime.md).
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connect';
import { preparedStatement } from '../../db/prepared';
import { sessions, users } from '../account/users-schema';
import { sessionAlive, type SessionPolicy } from '../sessions/session-policy';
import { refuseInactive } from '../sessions/sessions';

/** Every realtime key starts so; no session secret can (they are base64url, without a dot). */
const PREFIX = 'rt1.';
const KEY_SHAPE = /^rt1\.([A-Za-z0-9_-]{1,100})\.([A-Za-z0-9_-]{43})$/;

/**
 * The session's key: its id and an HMAC of that id under the digest of its current secret. It needs no storage, reveals
 * nothing of the secret, and changes when the session is refreshed, as the secret does.
 */
export function realtimeKeyOf(sessionId: string, secretHash: string): string {
  return `${PREFIX}${sessionId}.${mac(sessionId, secretHash)}`;
}

/** Whether a presented credential is a realtime key (the API refuses it as no session at all). */
export const isRealtimeKey = (value: unknown): boolean => typeof value === 'string' && value.startsWith(PREFIX);

const mac = (sessionId: string, secretHash: string) => crypto.createHmac('sha256', secretHash).update(`realtime:${sessionId}`).digest('base64url');

const keyLookup = preparedStatement((db) =>
  db
    .select({ userId: sessions.userId, secretHash: sessions.secretHash, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt, state: users.state })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), isNull(sessions.revokedAt)))
    .prepare('realtime_key_lookup'),
);

/** The member whose live session a realtime key belongs to, or null (ended, refreshed, disabled, locked, or no key of ours). */
export async function memberOfRealtimeKey(db: Database, policy: SessionPolicy, key: unknown): Promise<number | null> {
  const match = typeof key === 'string' ? KEY_SHAPE.exec(key) : null;
  if (!match) return null;
  const [id, presented] = [match[1]!, match[2]!];
  const [row] = await keyLookup(db).execute({ id });
  if (!row) return null;
  const expected = Buffer.from(mac(id, row.secretHash));
  const given = Buffer.from(presented);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) return null;
  if (!sessionAlive(policy, row)) return null;
  try {
    refuseInactive(row);
  } catch {
    return null;
  }
  return row.userId;
}
