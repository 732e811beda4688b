// Checks a request's body, query and params against the contract's zod schemas a route declares: typed values or a 4xx answer.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { messages } from '../../schema/messages';
import { HttpError } from '../core/http-error';

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
function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(withoutNul(input ?? {}));
  if (result.success) return result.data;
  const details = result.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  throw new HttpError(400, messages.badRequest, ...details);
}

/** Body schemas read like a query: their bodies are built by code (the engine, the app's settings), not typed by a member. */
const builtBodies = new WeakSet<z.ZodType>();

/**
 * A body the engine or the app builds, not a member's form: a malformed one is a 400 naming the field, like a bad path.
 * Declared as the route's `schema.body`; a copy, so the contract's schema keeps its 422 wherever a form sends it.
 */
export function builtBody<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone();
  builtBodies.add(copy);
  return copy;
}

/**
 * The validator compiler of the whole app (buildApp installs it before any route): every route's declared params,
 * querystring and body go through the two readings above. The refusal is returned, not thrown, so Fastify hands it
 * to the error handler (server/http/error-handling.ts) as the HttpError it is.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const asForm = httpPart === 'body' && !builtBodies.has(schema);
  return (data: unknown) => {
    try {
      return { value: asForm ? parseBody(schema, data) : parseInput(schema, data) };
    } catch (err) {
      if (err instanceof HttpError) return { error: err };
      throw err;
    }
  };
};
