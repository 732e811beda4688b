// The optional Idempotency-Key header of the exactly-once writes (posts, comments, likes).
import type { FastifyRequest } from 'fastify';
import { HEADER_IDEMPOTENCY_KEY } from '../../schema/constants';
import { messages } from '../../schema/messages';
import { idempotencyKey } from '../../schema/posts';
import { HttpError } from '../domain/http-error';

/** Absent is null; present but malformed is a 400. */
export function readIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[HEADER_IDEMPOTENCY_KEY.toLowerCase()];
  if (raw === undefined) return null;
  const parsed = idempotencyKey.safeParse(raw);
  if (!parsed.success) throw new HttpError(400, messages.badRequest, `${HEADER_IDEMPOTENCY_KEY} is not valid.`);
  return parsed.data;
}
