// The route table of spec 2.1 (name -> path pattern), frozen; `href` builds paths and rejects unknown names.
import { generatePath, matchRoutes } from 'react-router';

const table = {
  // Not signed in only
  'console-preview': '/console-preview',
  loginSso: '/login/callback',
  loginPassword: '/login/password',
  login: '/login/:referralCode?',
  loginCode: '/magic/:referralCode?',
  signup: '/signup/:referralCode?',
  forgotPassword: '/forgot-password',
  // Signed in or out
  post: '/posts/:postId',
  comment: '/posts/:postId/comments/:commentId',
  changePassword: '/change-password',
  emailConfirmation: '/email-confirmation/:token',
  resendEmailConfirmation: '/resend-email-confirmation',
  // Signed in only
  root: '/',
  groupsRequests: '/groups/:groupId?/requests',
  groups: '/groups/:groupId?/:sort?',
  hashtags: '/hashtag/:hashtagId',
  paywall: '/paywall/:requiredPlanName?',
  profileEdit: '/profile/edit',
  profileSettings: '/profile/settings',
  emailSettings: '/profile/settings/emails',
  livestreamingSettings: '/profile/settings/livestreaming',
  cookiesSettings: '/profile/settings/cookie-preferences',
  pushNotificationsSettings: '/profile/settings/push-notifications',
  notificationsCentreSettings: '/profile/settings/notifications-centre',
  deleteAccount: '/profile/settings/delete-account',
  profile: '/profile/:id?',
  profileBadge: '/profile/:id/badges/:badgeKey',
  search: '/search/:mode?',
  folder: '/folders/:folderId?',
  article: '/articles/:articleId',
  events: '/events',
  event: '/events/:id',
  inbox: '/messages/:id?/:mode?',
  messages: '/messages/:id?/:mode?',
  rtmp: '/live/rtmp/:groupId/:eventId?',
  broadcast: '/live/broadcast/:groupId/:eventId?',
  live: '/live/:id?',
  scheduledPosts: '/scheduled-posts',
  memberDirectory: '/members',
  thirdPartySoftware: '/third-party-software',
  walkthrough: '/walkthrough/:slideId?',
  course: '/courses/:courseId',
  lesson: '/courses/:courseId/lessons/:lessonId',
  courses: '/courses/:tab?',
  blockedMembers: '/blocked-members',
  // Known to the product; the spec gives no path, these are ours.
  styleGuide: '/style-guide',
  lessonMediumEmbed: '/lesson-media/:mediumId/embed',
} as const;

export type RouteName = keyof typeof table;
export type RouteParams = Record<string, string | number | null | undefined>;

function immutable(): never {
  throw new Error('Routes are immutable!');
}

/** The table itself; any write, redefinition or deletion throws (spec 8). */
export const routes: Readonly<typeof table> = new Proxy(Object.freeze({ ...table }), {
  set: immutable,
  defineProperty: immutable,
  deleteProperty: immutable,
  setPrototypeOf: immutable,
});

export const routeNames = Object.keys(table) as RouteName[];

export function isRouteName(name: string): name is RouteName {
  return Object.prototype.hasOwnProperty.call(table, name);
}

/** Builds the path of a named route; optional segments without a value are left out. */
export function href(name: string, params: RouteParams = {}): string {
  if (!isRouteName(name)) throw new Error(`Route ${name} is invalid!`);
  const filled: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') filled[k] = String(v);
  return generatePath(table[name], filled);
}

/** Screens that keep their scroll position on navigation (spec 2.1). */
export const keepScrollRouteNames: readonly RouteName[] = Object.freeze([
  'groups',
  'profile',
  'search',
  'memberDirectory',
  'course',
]);

/** Screens a signed-out visitor may open (spec 4, guard 9; `comment` is signed in or out per spec 2.1). */
export const publicRouteNames: readonly RouteName[] = Object.freeze([
  'signup',
  'login',
  'loginPassword',
  'loginCode',
  'loginSso',
  'forgotPassword',
  'emailConfirmation',
  'resendEmailConfirmation',
  'changePassword',
  'post',
  'comment',
  'styleGuide',
  'console-preview',
]);

/** Parameters the spec marks numeric: a path whose value is not a number belongs to another route. */
const numericParams: Partial<Record<RouteName, string>> = { profile: 'id', course: 'courseId', inbox: 'id', messages: 'id' };

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string | undefined>;
}

/** The named route a pathname belongs to, or null for the not-found screen. */
export function matchRoute(pathname: string): RouteMatch | null {
  let candidates = routeNames.map((name) => ({ id: name, path: table[name] }));
  while (candidates.length > 0) {
    const found = matchRoutes(candidates, pathname)?.[0];
    if (!found) return null;
    const name = found.route.id as RouteName;
    const numeric = numericParams[name];
    const value = numeric ? found.params[numeric] : undefined;
    if (value === undefined || /^\d+$/.test(value)) return { name, params: { ...found.params } };
    candidates = candidates.filter((c) => c.id !== name);
  }
  return null;
}
