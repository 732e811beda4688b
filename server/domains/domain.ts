// What a server domain declares, as one object: its name and its route modules; app.ts registers every domain's routes.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/connect';
import type { RouteDeps } from '../http/route-deps';

/** One route module of a domain: adds its routes to the app, given what buildApp hands every route. */
export type RouteModule = (app: FastifyInstance, deps: RouteDeps) => void | Promise<void>;

export interface ServerDomain {
  name: string;
  /** The domain's route modules, added in this order. */
  routes: readonly RouteModule[];
  /** What the domain keeps of a member that goes when they delete their account, in the deletion's transaction. */
  forgetMember?(tx: Database, userId: number): Promise<void>;
}

/** Every domain's part of an account's deletion, for the account domain, which cannot import the list. */
export function forgetMemberIn(domains: readonly ServerDomain[]): (tx: Database, userId: number) => Promise<void> {
  return async (tx, userId) => {
    for (const d of domains) await d.forgetMember?.(tx, userId);
  };
}

/** Declares a domain; app.ts takes it from the list in domains/index.ts. */
export function defineServerDomain(domain: ServerDomain): ServerDomain {
  return domain;
}

/**
 * The domain's routes as one Fastify plugin, in the app's own scope (Fastify's `skip-override`, as fastify-plugin
 * sets it): what a route module adds to the app (the media routes' multipart parser, the realtime decoration the
 * benchmarks read) stays where it was before domains were plugins. A module needing a scope of its own registers one.
 */
export function domainPlugin(domain: ServerDomain, deps: RouteDeps): FastifyPluginAsync {
  const plugin: FastifyPluginAsync = async (app) => {
    for (const routes of domain.routes) await routes(app, deps);
  };
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true, [Symbol.for('fastify.display-name')]: `${domain.name} routes` });
}
