// The optional Idempotency-Key header of the exactly-once writes (posts, comments, likes, settings), and the settings' once-only answer.
import type { FastifyRequest } from 'fastify';
import { HEADER_IDEMPOTENCY_KEY } from '../../schema/constants';
import { messages } from '../../schema/messages';
import { idempotencyKey } from '../../schema/posts';
import type { Database } from '../db/connect';
import { HttpError } from '../domain/http-error';
import { idempotentWrite, requestFingerprint } from '../domain/idempotency';

/** Absent is null; present but malformed is a 400. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[HEADER_IDEMPOTENCY_KEY.toLowerCase()];
  if (raw === undefined) return null;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, messages.badRequest, `${HEADER_IDEMPOTENCY_KEY} is not valid.`);
  return parsed.data;
}

/**
 * A 200 write of the member's own settings, applied at most once per Idempotency-Key: a late replay (the service
 * worker's queue) answers the first answer and applies nothing, so it cannot put back a value changed since.
 */
export async function settingWrite<T>(
  db: Database,
  request: FastifyRequest,
  userId: number,
  body: unknown,
  write: (tx: Database) => Promise<T>,
): Promise<T> {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  const opts = { userId, key: readIdempotencyKey(request), fingerprint: requestFingerprint(route, body) };
  const answer = await idempotentWrite(db, opts, async (tx) => ({ status: 200, body: await write(tx) }));
  return answer.body;
}
