// The optional Idempotency-Key header of the exactly-once writes (posts, comments, likes, membership, settings), and their stored answers as sent.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HEADER_IDEMPOTENCY_KEY } from '../../schema/constants';
import { messages } from '../../schema/messages';
import { idempotencyKey } from '../../schema/posts';
import type { Database } from '../db/connect';
import { HttpError } from '../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../core/idempotency';

/** A stored answer as sent: a 204 carries no body. */
export function sendStored(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  return answer.status === 204 ? reply.code(204).send() : reply.code(answer.status).send(answer.body);
}

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
