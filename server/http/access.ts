// Who may call each route: declared once per route (`config: { access }`), checked by one hook before its input is read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '../../schema/messages';
import type { Database } from '../db/connect';
import { HttpError } from '../core/http-error';
import { assertHost } from '../domains/moderation/moderation-target';
import { authenticate, type Viewer } from '../domains/sessions/sessions';
import { sessionCredentials, type SessionCredentials } from './authenticate';

/**
 * - `public`: anyone, signed out too (startup calls, sign-in and sign-up; the realtime gateway checks its own keys).
 * - `session`: credentials of the right form must come (401, 403); the route opens the session itself (a wall's cached first page).
 * - `member`: a live session; the member is `request.viewer`.
 * - `host`: a member who is a host (users.role admin), else 403 'Only hosts can do this.'.
 * - `admin`: a member with users.role admin, else 403 'You are not allowed to do that.' (the dev mailbox).
 * Checks of one group or one post (its admins, its author) stay in the domain services.
 */
export type Access = 'public' | 'session' | 'member' | 'host' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (server/http/access.ts); a route without it stops the server at start-up. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The calling member, on routes whose access is member, host or admin; read it with `viewerOf`. */
    viewer: Viewer | null;
    /**
     * The credentials presented, on every route but public ones; read them with `credentialsOf`. Kept here since they may
     * come as query parameters, which a route's declared querystring drops.
     */
    credentials: SessionCredentials | null;
  }
}

/** The member the access hook put on the request: only routes declaring member, host or admin access have one. */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new Error(`${request.routeOptions.url ?? request.url} reads a viewer but its access is not member, host or admin`);
  return request.viewer;
}

/** The session's credentials the access hook read: routes whose access is not public have them. */
export function credentialsOf(request: FastifyRequest): SessionCredentials {
  if (!request.credentials) throw new Error(`${request.routeOptions.url ?? request.url} reads credentials but its access is public`);
  return request.credentials;
}

async function check(db: Database, request: FastifyRequest): Promise<void> {
  const access = request.routeOptions.config.access;
  // No access: a plugin's own route (static files, CORS preflight) or the not-found answer; every route of ours has one.
  if (access === undefined || access === 'public') return;
  const credentials = sessionCredentials(request);
  request.credentials = credentials;
  if (access === 'session') return;
  const viewer = await authenticate(db, request.server.sessionPolicy, credentials.id, credentials.secret, credentials.userAgent);
  if (access === 'host') assertHost(viewer);
  if (access === 'admin' && viewer.user.role !== 'admin') throw new HttpError(403, messages.forbidden);
  request.viewer = viewer;
}

/**
 * Before any route is added. The check is a preValidation hook: after the body is read (a malformed JSON body or one
 * over the limit is refused first, as before), before the declared params, query and body are judged, so a visitor
 * gets 401 and a dead session 403 before any 400 or 422. Routes a plugin adds for itself (hidden from schemas:
 * @fastify/static, the CORS preflight) declare nothing; any other route without `access` is a start-up error.
 */
export function installAccess(app: FastifyInstance, db: Database): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('credentials', null);
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && (route.schema as { hide?: boolean } | undefined)?.hide !== true) {
      throw new Error(`${String(route.method)} ${route.url} declares no access: add config: { access } (server/http/access.ts)`);
    }
  });
  app.addHook('preValidation', async (request) => check(db, request));
}
