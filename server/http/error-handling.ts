// One error handler and one not-found answer for the whole API: `{ errors: [...] }`, never a 500 for bad input.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../schema/messages';
import { HttpError, TooManyRequestsError } from '../core/http-error';

function messageForStatus(status: number): string {
  if (status === 404) return messages.notFound;
  if (status === 413) return messages.requestTooLarge;
  if (status === 429) return messages.tooManyRequests;
  return messages.badRequest;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError, request, reply) => {
    if (err instanceof TooManyRequestsError) reply.header('Retry-After', String(err.retryAfterSeconds));
    if (err instanceof HttpError) return reply.code(err.status).send({ ...err.extra, errors: err.messages });
    // Fastify's own refusals (malformed JSON, body too large, bad content type) carry a 4xx status.
    const status = (err as FastifyError).statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(status).send({ errors: [messageForStatus(status)] });
    }
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send({ errors: [messages.somethingWrong] });
  });
}

export function sendApiNotFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [messages.notFound] });
}

/**
 * Refusals the router makes before any route runs (a path that does not decode, `%ff` or `%c0%ae`; a parameter
 * over the router's length limit): the same `{ errors }` as every other answer, instead of Fastify's own shape.
 */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = err.statusCode !== undefined && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send({ errors: [messageForStatus(status)] });
}
