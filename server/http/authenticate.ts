// Reads the session's credentials from X-Secret-Id/X-Secret headers (or query parameters of the same names); server/http/access.ts opens the session.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_SECRET, HEADER_SECRET_ID } from '../../schema/constants';
import { messages } from '../../schema/messages';
import { HttpError } from '../core/http-error';
import type { SessionPolicy } from '../domains/sessions/session-policy';
import { isRealtimeKey } from '../domains/realtime/realtime-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** Session lifetimes and the clock they are measured on, shared by every route (and plugin) of the app. */
    sessionPolicy: SessionPolicy;
  }
}

export function installSessionPolicy(app: FastifyInstance, policy: SessionPolicy): void {
  app.decorate('sessionPolicy', policy);
}

interface Credentials {
  id: unknown;
  secret: unknown;
}

function fromQuery(query: unknown, name: string): unknown {
  if (!query || typeof query !== 'object') return undefined;
  const q = query as Record<string, unknown>;
  return q[name] ?? q[name.toLowerCase()];
}

export function readCredentials(request: FastifyRequest): Credentials {
  const headerId = request.headers[HEADER_SECRET_ID.toLowerCase()];
  const headerSecret = request.headers[HEADER_SECRET.toLowerCase()];
  if (headerId !== undefined || headerSecret !== undefined) return { id: headerId, secret: headerSecret };
  return { id: fromQuery(request.query, HEADER_SECRET_ID), secret: fromQuery(request.query, HEADER_SECRET) };
}

export interface SessionCredentials {
  id: string;
  secret: string;
  userAgent?: string;
}

/** The credentials a request presents, as `authenticate` takes them: none is 401; not two strings is 403. */
export function sessionCredentials(request: FastifyRequest): SessionCredentials {
  const { id, secret } = readCredentials(request);
  if (id === undefined && secret === undefined) throw new HttpError(401, messages.sessionRequired);
  // A realtime key is no session: refused as if nothing were sent, so no client takes it for one to refresh.
  if (isRealtimeKey(secret) || isRealtimeKey(id)) throw new HttpError(401, messages.sessionRequired);
  if (typeof id !== 'string' || typeof secret !== 'string' || !id || !secret) throw new HttpError(403, messages.sessionInvalid);
  return { id, secret, userAgent: request.headers['user-agent'] };
}
