// Paths the server supplies (notifications, activities, links in content) as the app's routes, by their first segment (docs/product.md 2.3); pure, so the service worker maps a notification's link with the app's rule.
import { fillPath, routePaths, type RoutePathName } from './route-paths';

const href = (name: RoutePathName, params: Record<string, string | undefined> = {}) => fillPath(routePaths[name], params);

type Mapper = (rest: string[]) => string;
const id = (s: string | undefined) => (s && /^\d+$/.test(s) ? s : undefined);

/** One entry per first segment the product rules name; the rest of the path fills the route's parameters where it fits. */
const bySegment: Record<string, Mapper> = {
  profile: ([who]) => href('profile', { id: id(who) }),
  users: ([who]) => href('profile', { id: id(who) }),
  friends: ([who]) => href('profile', { id: id(who) }),
  members: () => href('memberDirectory'),
  groups: ([key]) => href('groups', { groupId: key }),
  onefeed: () => href('groups', { groupId: 'onefeed' }),
  posts: ([postId, comments, commentId]) =>
    comments === 'comments' && id(commentId) ? href('comment', { postId, commentId }) : href('post', { postId }),
  messages: ([conversation]) => href('messages', { id: id(conversation) }),
  archive: ([folderId]) => href('folder', { folderId }),
  articles: ([articleId]) => href('article', { articleId }),
  events: ([eventId]) => (eventId ? href('event', { id: eventId }) : href('events')),
  hashtags: ([tag]) => href('hashtags', { hashtagId: tag }),
  search: () => href('search'),
  landingsection: () => href('root'),
  live: ([streamId]) => href('live', { id: streamId }),
  purchases: () => href('paywall'),
  walkthrough: () => href('walkthrough'),
  course: ([courseId]) => href('course', { courseId }),
  courses: () => href('courses'),
  settings: () => href('profileSettings'),
};

/** The app's path for a server-supplied one (query kept), or null when its first segment names nothing the app has. */
export function appPathOf(serverPath: string): string | null {
  const [path, query] = serverPath.split(/\?(.*)/s, 2) as [string, string | undefined];
  const [first, ...rest] = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  const mapper = first ? bySegment[first.toLowerCase()] : undefined;
  if (!mapper) return null;
  // A post path without a post id leads nowhere.
  if ((first === 'posts' && !id(rest[0])) || (first === 'course' && !id(rest[0]))) return null;
  return query ? `${mapper(rest)}?${query}` : mapper(rest);
}
