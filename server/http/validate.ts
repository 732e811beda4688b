// Parses a request's body, query or params with the contract's zod schemas into typed values or a 4xx answer.
import type { z } from 'zod';
import { messages } from '../../schema/messages';
import { HttpError } from '../domain/http-error';

/** PostgreSQL text cannot hold U+0000; a pasted NUL is dropped rather than turned into a database error. */
function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutNul(v)]));
  return value;
}

/** Bodies break a rule the member can fix: 422 with the spec's messages. A body that is not an object is read as `{}`. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? withoutNul(body) : {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const unique = [...new Set(result.error.issues.map((i) => i.message))];
  throw new HttpError(422, unique[0] ?? messages.badRequest, ...unique.slice(1));
}

/** Query strings and path parameters come from code, not from a form: 400, naming the field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw new HttpError(400, messages.badRequest, ...details);
}
