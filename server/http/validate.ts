// Parses a request's body, query or params with the contract's zod schemas into typed values or a 4xx answer.
import type { z } from 'zod';
import { messages } from '../../schema/messages';
import { HttpError } from '../domain/http-error';

/** No form of ours nests deeper than a few levels; a deeper body is refused before anything walks it. */
export const MAX_INPUT_DEPTH = 32;

/**
 * PostgreSQL text cannot hold U+0000: a pasted NUL is dropped rather than turned into a database error.
 * Walks at most MAX_INPUT_DEPTH levels, so a hostile nesting is a 400 and never a stack overflow.
 */
function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (!value || typeof value !== 'object') return value;
  if (depth >= MAX_INPUT_DEPTH) throw new HttpError(400, messages.badRequest);
  if (Array.isArray(value)) return value.map((v) => withoutNul(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutNul(k) as string, withoutNul(v, depth + 1)]));
}

/** Bodies break a rule the member can fix: 422 with the product's messages. A body that is not an object is read as `{}`; one nested too deep is a 400. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? withoutNul(body) : {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const unique = [...new Set(result.error.issues.map((i) => i.message))];
  throw new HttpError(422, unique[0] ?? messages.badRequest, ...unique.slice(1));
}

/** Query strings and path parameters come from code, not from a form: 400, naming the field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(withoutNul(input ?? {}));
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw new HttpError(400, messages.badRequest, ...details);
}
