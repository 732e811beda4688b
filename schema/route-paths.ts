// The app's route paths by name (docs/product.md 2.1), as route patterns in react-router's syntax (src/app/router): the route registry (src/app/routes.ts) takes its
// paths from here, and the deep-link mapper (schema/deep-links.ts) fills them, in the app and the service worker alike.
import { mergeContracts, type ContractRoutes } from './contract';
import { contracts, type Contracts } from './contracts';
import type { RouteFacts } from './route-facts';

const coreRoutePaths = {
  'console-preview': '/console-preview',
  loginSso: '/login/callback',
  loginPassword: '/login/password',
  login: '/login/:referralCode?',
  loginCode: '/magic/:referralCode?',
  signup: '/signup/:referralCode?',
  forgotPassword: '/forgot-password',
  post: '/posts/:postId',
  comment: '/posts/:postId/comments/:commentId',
  changePassword: '/change-password',
  emailConfirmation: '/email-confirmation/:token',
  resendEmailConfirmation: '/resend-email-confirmation',
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
  styleGuide: '/style-guide',
  lessonMediumEmbed: '/lesson-media/:mediumId/embed',
  activities: '/activities',
} as const;

export type RoutePathName = keyof typeof routePaths;

/**
 * A pattern with its parameters filled, as the router's generatePath fills it: an optional segment (`:name?`)
 * without a value is left out, a required one without a value is empty. Values are not encoded: they come from a
 * path already in URL form (generatePath, which fills the app's own values, encodes them).
 */
export function fillPath(pattern: string, params: Record<string, string | undefined> = {}): string {
  const segments = pattern.split('/').flatMap((segment) => {
    // A parameter may carry a fixed suffix, as `:id.ics` (the events contract's calendar files).
    const m = /^:(\w+)(\?)?((?:\.\w+)?)$/.exec(segment);
    if (!m) return [segment];
    const value = params[m[1]!];
    if (value === undefined || value === '') return m[2] ? [] : [''];
    return [value + m[3]];
  });
  const path = segments.join('/');
  return path === '' ? '/' : path;
}

/** The core's routes and every contract's (schema/contracts.ts). */
export const routePaths = {
  ...coreRoutePaths,
  ...Object.fromEntries(Object.entries(mergeContracts(contracts, 'routes', coreRoutePaths)).map(([name, facts]) => [name, (facts as RouteFacts).path])),
} as typeof coreRoutePaths & { [K in keyof ContractRoutes<Contracts>]: string };
