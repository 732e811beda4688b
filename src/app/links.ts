// Route names, their facts and the links between screens (docs/product.md 2.1): `href`, `matchRoute` and the guards' lists, no screens.
import { generatePath, matchRoutes, rankRoutes } from './router';
import { mergeContracts, type ContractRoutes } from '../../schema/contract';
import { contracts, type Contracts } from '../../schema/contracts';
import type { RouteFacts } from '../../schema/route-facts';
import { routePaths } from '../../schema/route-paths';

export type { RouteAccess, RouteFacts, ScrollRule } from '../../schema/route-facts';

const coreRegistry = {
  // Not signed in only (docs/product.md 2.1). Guard 4 names four of them; the console's preview frame and a sign-in that is
  // finishing (single sign-on, emailed code) must also open while a session exists.
  'console-preview': { path: routePaths['console-preview'], access: 'public', scroll: 'top', errand: true },
  loginSso: { path: routePaths.loginSso, access: 'public', scroll: 'top' },
  loginPassword: { path: routePaths.loginPassword, access: 'signedOut', scroll: 'top' },
  login: { path: routePaths.login, access: 'signedOut', scroll: 'top' },
  loginCode: { path: routePaths.loginCode, access: 'public', scroll: 'top' },
  signup: { path: routePaths.signup, access: 'signedOut', scroll: 'top' },
  forgotPassword: { path: routePaths.forgotPassword, access: 'signedOut', scroll: 'top' },
  // Signed in or out
  post: { path: routePaths.post, access: 'public', scroll: 'top', memberContent: true },
  comment: { path: routePaths.comment, access: 'public', scroll: 'top', memberContent: true },
  changePassword: { path: routePaths.changePassword, access: 'public', scroll: 'top', errand: true },
  emailConfirmation: { path: routePaths.emailConfirmation, access: 'public', scroll: 'top', errand: true },
  resendEmailConfirmation: { path: routePaths.resendEmailConfirmation, access: 'public', scroll: 'top', errand: true },
  // Signed in only
  root: { path: routePaths.root, access: 'member', scroll: 'top' },
  groupsRequests: { path: routePaths.groupsRequests, access: 'member', scroll: 'top' },
  groups: { path: routePaths.groups, access: 'member', scroll: 'keep' },
  hashtags: { path: routePaths.hashtags, access: 'member', scroll: 'top' },
  paywall: { path: routePaths.paywall, access: 'upkeep', scroll: 'top' },
  profileEdit: { path: routePaths.profileEdit, access: 'member', scroll: 'top' },
  profileSettings: { path: routePaths.profileSettings, access: 'upkeep', scroll: 'top' },
  emailSettings: { path: routePaths.emailSettings, access: 'member', scroll: 'top' },
  livestreamingSettings: { path: routePaths.livestreamingSettings, access: 'member', scroll: 'top' },
  cookiesSettings: { path: routePaths.cookiesSettings, access: 'member', scroll: 'top' },
  pushNotificationsSettings: { path: routePaths.pushNotificationsSettings, access: 'member', scroll: 'top' },
  notificationsCentreSettings: { path: routePaths.notificationsCentreSettings, access: 'member', scroll: 'top' },
  deleteAccount: { path: routePaths.deleteAccount, access: 'upkeep', scroll: 'top' },
  profile: { path: routePaths.profile, access: 'member', scroll: 'keep', numericParam: 'id' },
  profileBadge: { path: routePaths.profileBadge, access: 'member', scroll: 'top' },
  search: { path: routePaths.search, access: 'member', scroll: 'keep' },
  folder: { path: routePaths.folder, access: 'member', scroll: 'top' },
  article: { path: routePaths.article, access: 'member', scroll: 'top' },
  inbox: { path: routePaths.inbox, access: 'member', scroll: 'top', numericParam: 'id' },
  messages: { path: routePaths.messages, access: 'member', scroll: 'top', numericParam: 'id' },
  rtmp: { path: routePaths.rtmp, access: 'member', scroll: 'top' },
  broadcast: { path: routePaths.broadcast, access: 'member', scroll: 'top' },
  live: { path: routePaths.live, access: 'member', scroll: 'top' },
  scheduledPosts: { path: routePaths.scheduledPosts, access: 'member', scroll: 'top' },
  memberDirectory: { path: routePaths.memberDirectory, access: 'member', scroll: 'keep' },
  thirdPartySoftware: { path: routePaths.thirdPartySoftware, access: 'member', scroll: 'top' },
  walkthrough: { path: routePaths.walkthrough, access: 'member', scroll: 'top' },
  course: { path: routePaths.course, access: 'member', scroll: 'keep', numericParam: 'courseId' },
  lesson: { path: routePaths.lesson, access: 'member', scroll: 'top' },
  courses: { path: routePaths.courses, access: 'member', scroll: 'top' },
  blockedMembers: { path: routePaths.blockedMembers, access: 'member', scroll: 'top' },
  // Known to the product; the product rules give no path, these are ours. The style guide is public per guard 9.
  styleGuide: { path: routePaths.styleGuide, access: 'public', scroll: 'top' },
  lessonMediumEmbed: { path: routePaths.lessonMediumEmbed, access: 'member', scroll: 'top', bare: true },
  activities: { path: routePaths.activities, access: 'member', scroll: 'top' },
} satisfies Record<string, RouteFacts>;

/** The core's routes and every contract's (schema/contracts.ts). */
const registry = { ...coreRegistry, ...mergeContracts(contracts, 'routes', coreRegistry) } as typeof coreRegistry & ContractRoutes<Contracts>;

export type RouteName = keyof typeof registry;
export type RouteParams = Record<string, string | number | null | undefined>;
/** A route's facts with its name. */
export interface RouteFactsEntry extends RouteFacts {
  name: RouteName;
}

function immutable(): never {
  throw new Error('Routes are immutable!');
}

/** A read-only view: any write, redefinition or deletion throws (docs/product.md 8). */
export function sealed<T extends object>(value: T): Readonly<T> {
  return new Proxy(Object.freeze(value), {
    set: immutable,
    defineProperty: immutable,
    deleteProperty: immutable,
    setPrototypeOf: immutable,
  });
}

export const routeNames = Object.freeze(Object.keys(registry) as RouteName[]);

/** The routes the capabilities add (schema/contracts.ts), beyond the product rules' own. */
export const capabilityRouteNames: readonly string[] = Object.freeze(Object.keys(registry).filter((name) => !(name in coreRegistry)));

/** Every route's facts, in the order of docs/product.md 2.1. */
export const routeFactsEntries: readonly RouteFactsEntry[] = Object.freeze(
  routeNames.map((name) => sealed<RouteFactsEntry>({ name, ...(registry[name] as RouteFacts) })),
);

/** The facts by name. */
export const routeFacts: Readonly<Record<RouteName, RouteFactsEntry>> = sealed(
  Object.fromEntries(routeFactsEntries.map((entry) => [entry.name, entry])) as Record<RouteName, RouteFactsEntry>,
);

/** The path of each route by name (docs/product.md 2.1's table). */
export const routes: Readonly<Record<RouteName, string>> = sealed(
  Object.fromEntries(routeFactsEntries.map((entry) => [entry.name, entry.path])) as Record<RouteName, string>,
);

export function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(registry, name);
}

/** The names of the routes whose facts pass `test`, frozen. */
export function routeNamesWhere(test: (entry: RouteFactsEntry) => boolean): readonly RouteName[] {
  return Object.freeze(routeFactsEntries.filter(test).map((entry) => entry.name));
}

/** Screens that keep their scroll position on navigation (docs/product.md 2.1). */
export const keepScrollRouteNames = routeNamesWhere((entry) => entry.scroll === 'keep');

/** Screens a signed-out visitor may open (docs/product.md 4, guard 9; `comment` is signed in or out per docs/product.md 2.1). */
export const publicRouteNames = routeNamesWhere((entry) => entry.access === 'public' || entry.access === 'signedOut');

/** Public screens that show member content: a refused session there sends the member to sign in and back. */
export const memberContentRouteNames = routeNamesWhere((entry) => entry.memberContent === true);

/** Screens a signed-in member is sent away from to root (docs/product.md 4, guard 4). */
export const signedOutOnlyRouteNames = routeNamesWhere((entry) => entry.access === 'signedOut');

/** Builds the path of a named route; optional segments without a value are left out. */
export function href(name: string, params: RouteParams = {}): string {
  if (!isRouteName(name)) throw new Error(`Route ${name} is invalid!`);
  const filled: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') filled[k] = String(v);
  return generatePath((registry[name] as RouteFacts).path, filled);
}

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string | undefined>;
}

/** Every route's ways of matching, best first (src/app/router/match.ts). */
const branches = rankRoutes(routeFactsEntries);

/**
 * The named route a pathname belongs to, or null for the not-found screen. A route whose numeric parameter holds
 * something else is left out whole, and the path is matched again without it.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const refused = new Set<RouteName>();
  for (;;) {
    const found = matchRoutes(branches, pathname, (entry) => refused.has(entry.name));
    if (!found) return null;
    const { name } = found.route;
    const numeric = found.route.numericParam;
    const value = numeric ? found.params[numeric] : undefined;
    if (value === undefined || /^\d+$/.test(value)) return { name, params: { ...found.params } };
    refused.add(name);
  }
}
