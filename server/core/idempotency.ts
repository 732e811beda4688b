// Exactly-once creates: the first answer for (member, Idempotency-Key) is stored with the write and replayed after.
import crypto from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { messages } from '../../schema/messages';
import type { Database } from '../db/connect';
import { idempotencyKeys } from './sync-schema';
import { HttpError } from './http-error';
import { periodicJob } from './periodic-job';

export interface StoredAnswer<T = unknown> {
  status: number;
  body: T;
}

/** Fingerprint of what was asked: the same key with another route or body is a conflict. */
export function requestFingerprint(route: string, body: unknown): string {
  return crypto.createHash('sha256').update(`${route}\n${JSON.stringify(body)}`).digest('hex');
}

class KeyTaken extends Error {}

/**
 * Runs `write` (its checks included) in one transaction. With a key, a stored answer is replayed before any
 * check (a retry must not fail because access changed since); otherwise the key is claimed first in that
 * transaction (a concurrent duplicate waits on the primary key, then finds it taken) and the answer is
 * stored before commit.
 */
export async function idempotentWrite<T>(
  db: Database,
  opts: { userId: number; key: string | null; fingerprint: string },
  write: (tx: Database) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const { userId, key, fingerprint } = opts;
  if (key === null) return db.transaction((tx) => write(tx));
  const earlier = await storedAnswer<T>(db, userId, key, fingerprint);
  if (earlier) return earlier;
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencyKeys)
        .values({ userId, key, requestHash: fingerprint })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) throw new KeyTaken();
      const answer = await write(tx);
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: answer.status, response: answer.body })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      return answer;
    });
  } catch (err) {
    if (!(err instanceof KeyTaken) && !isUniqueViolation(err)) throw err;
  }
  const replay = await storedAnswer<T>(db, userId, key, fingerprint);
  if (!replay) throw new HttpError(409, messages.postNotSent);
  return replay;
}

async function storedAnswer<T>(db: Database, userId: number, key: string, fingerprint: string): Promise<StoredAnswer<T> | null> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  if (!stored || stored.statusCode === null) return null;
  if (stored.requestHash !== fingerprint) throw new HttpError(422, messages.idempotencyConflict);
  return { status: stored.statusCode, body: stored.response as T };
}

/** A duplicate that slipped past the claim (e.g. the client_id unique index) is answered as a replay too. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** How long a stored answer is kept: a replay from a device that was offline this long still applies nothing twice. */
export const IDEMPOTENCY_RETENTION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the server sweeps (and once when it starts). */
export const IDEMPOTENCY_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes the keys stored more than the retention ago (by `now`, the server's clock); answers how many went. */
export async function sweepIdempotencyKeys(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS);
  const swept = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return swept.length;
}

/** Sweeps at start and every interval, on the server's clock, until the answer is called (it waits for a sweep under way). */
export function scheduleIdempotencySweep(db: Database, now: () => Date, intervalMs = IDEMPOTENCY_SWEEP_INTERVAL_MS): () => Promise<void> {
  return periodicJob('idempotency sweep', () => sweepIdempotencyKeys(db, now()), intervalMs);
}
