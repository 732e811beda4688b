// The screen of each route (docs/product.md 2.1), joined with its facts from links.ts: what the router renders, and nothing imports but it.
import type { ComponentType } from 'react';
import { routeFactsEntries, sealed, type RouteFactsEntry, type RouteName } from './links';
import { lazyScreen } from './lazy-screen';
import { screenDomains } from './screen-domains';
import type { ContractRoutes } from '../../schema/contract';
import type { Contracts } from '../../schema/contracts';

type ContractRouteName = keyof ContractRoutes<Contracts> & RouteName;
import RootRedirect from './RootRedirect';

const PostScreen = lazyScreen(() => import('../screens/posts/PostScreen'));
const MessagesScreen = lazyScreen(() => import('../screens/chats/MessagesRouteScreen'));

/** Lazy where the screen has a chunk of its own; null while the product has no screen (the not-found screen answers). */
const coreScreens: Record<Exclude<RouteName, ContractRouteName>, ComponentType | null> = {
  // Not signed in only (docs/product.md 2.1). Guard 4 names four of them; the console's preview frame and a sign-in that is
  // finishing (single sign-on, emailed code) must also open while a session exists.
  'console-preview': lazyScreen(() => import('../screens/console-preview/ConsolePreviewScreen')),
  loginSso: lazyScreen(() => import('../screens/login/LoginSsoScreen')),
  loginPassword: lazyScreen(() => import('../screens/login/LoginPasswordScreen')),
  login: lazyScreen(() => import('../screens/login/LoginScreen')),
  loginCode: lazyScreen(() => import('../screens/login/LoginCodeScreen')),
  signup: lazyScreen(() => import('../screens/signup/SignupScreen')),
  forgotPassword: lazyScreen(() => import('../screens/password/ForgotPasswordScreen')),
  // Signed in or out
  post: PostScreen,
  comment: PostScreen,
  changePassword: lazyScreen(() => import('../screens/password/ChangePasswordScreen')),
  emailConfirmation: lazyScreen(() => import('../screens/email/EmailConfirmationScreen')),
  resendEmailConfirmation: lazyScreen(() => import('../screens/email/ResendEmailConfirmationScreen')),
  // Signed in only
  root: RootRedirect,
  groupsRequests: lazyScreen(() => import('../screens/groups/MembershipRequestsScreen')),
  groups: lazyScreen(() => import('../screens/groups/GroupsRouteScreen')),
  hashtags: lazyScreen(() => import('../screens/hashtags/HashtagScreen')),
  paywall: lazyScreen(() => import('../screens/paywall/PaywallScreen')),
  profileEdit: lazyScreen(() => import('../screens/profile/ProfileEditScreen')),
  profileSettings: lazyScreen(() => import('../screens/profile/ProfileSettingsScreen')),
  emailSettings: lazyScreen(() => import('../screens/profile/EmailSettingsScreen')),
  livestreamingSettings: null,
  cookiesSettings: lazyScreen(() => import('../screens/cookies/CookiePreferencesScreen')),
  pushNotificationsSettings: lazyScreen(() => import('../screens/profile/PushSettingsScreen')),
  notificationsCentreSettings: lazyScreen(() => import('../screens/activities/NotificationCentreSettingsScreen')),
  deleteAccount: lazyScreen(() => import('../screens/profile/DeleteAccountScreen')),
  profile: lazyScreen(() => import('../screens/people/ProfileScreen')),
  profileBadge: lazyScreen(() => import('../screens/people/ProfileBadgeScreen')),
  search: lazyScreen(() => import('../screens/search/SearchScreen')),
  folder: lazyScreen(() => import('../screens/library/FolderScreen')),
  article: lazyScreen(() => import('../screens/library/ArticleScreen')),
  inbox: MessagesScreen,
  messages: MessagesScreen,
  rtmp: null,
  broadcast: null,
  live: null,
  scheduledPosts: lazyScreen(() => import('../screens/posts/ScheduledPostsScreen')),
  memberDirectory: lazyScreen(() => import('../screens/people/MemberDirectoryScreen')),
  thirdPartySoftware: lazyScreen(() => import('../screens/third-party/ThirdPartySoftwareScreen')),
  walkthrough: lazyScreen(() => import('../screens/walkthrough/WalkthroughScreen')),
  course: lazyScreen(() => import('../screens/courses/CourseScreen')),
  lesson: lazyScreen(() => import('../screens/courses/LessonScreen')),
  courses: lazyScreen(() => import('../screens/courses/CoursesScreen')),
  blockedMembers: lazyScreen(() => import('../screens/people/BlockedMembersScreen')),
  // Known to the product; the product rules give no path, these are ours. The style guide is public per guard 9.
  styleGuide: lazyScreen(() => import('../screens/style-guide/StyleGuideScreen')),
  lessonMediumEmbed: lazyScreen(() => import('../screens/lesson-embed/LessonMediumEmbedScreen')),
  activities: lazyScreen(() => import('../screens/activities/ActivitiesScreen')),
};

/** The core's screens and each capability's (src/app/screen-domains.ts); a test checks every route has one. */
const screens = { ...coreScreens, ...Object.assign({}, ...screenDomains.map((d) => d.screens)) } as Record<RouteName, ComponentType | null>;

export interface RouteEntry extends RouteFactsEntry {
  screen: ComponentType | null;
}

/** Every route with its facts and screen, in the order of docs/product.md 2.1. */
export const routeEntries: readonly RouteEntry[] = Object.freeze(routeFactsEntries.map((facts) => sealed<RouteEntry>({ ...facts, screen: screens[facts.name] })));

/** The routes by name. */
export const routeRegistry: Readonly<Record<RouteName, RouteEntry>> = sealed(
  Object.fromEntries(routeEntries.map((entry) => [entry.name, entry])) as Record<RouteName, RouteEntry>,
);
