// The areas the navigation leads to, each with its lucide icon; more join as their screens land (docs/product.md 2.1).
import Bell from 'lucide-react/icons/bell';
import CircleUser from 'lucide-react/icons/circle-user';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Library from 'lucide-react/icons/library';
import MessageCircle from 'lucide-react/icons/message-circle';
import Newspaper from 'lucide-react/icons/newspaper';
import Search from 'lucide-react/icons/search';
import Settings from 'lucide-react/icons/settings';
import Users from 'lucide-react/icons/users';
import UsersRound from 'lucide-react/icons/users-round';
import { href } from '../app/links';
import type { Destination } from '../app/screen-domain';
import { screenDomains } from '../app/screen-domains';

export type { Destination };

const coreDestinations: readonly Destination[] = [
  { label: 'nav.allPosts', barLabel: 'nav.bar.allPosts', to: href('groups', { groupId: 'onefeed' }), routes: [], icon: Newspaper, onPhoneBar: true },
  { label: 'nav.groups', to: href('groups'), routes: ['groups', 'groupsRequests', 'post', 'comment', 'root'], icon: UsersRound, onPhoneBar: true },
  { label: 'nav.messages', barLabel: 'nav.bar.messages', to: href('messages'), routes: ['messages', 'inbox'], icon: MessageCircle, count: 'unreadMessages', onPhoneBar: true },
  { label: 'nav.notifications', barLabel: 'nav.bar.notifications', to: href('activities'), routes: ['activities'], icon: Bell, count: 'newActivities', onPhoneBar: true },
  { label: 'nav.library', to: href('folder'), routes: ['folder', 'article'], icon: Library },
  { label: 'nav.courses', to: href('courses'), routes: ['courses', 'course', 'lesson'], icon: GraduationCap },
  { label: 'nav.search', to: href('search'), routes: ['search'], icon: Search },
  { label: 'nav.members', to: href('memberDirectory'), routes: ['memberDirectory'], icon: Users, shownWhen: (c) => Boolean(c?.member_directory_enabled) },
  { label: 'nav.profile', to: href('profile'), routes: ['profile', 'profileBadge', 'profileEdit'], icon: CircleUser },
  {
    label: 'nav.settings',
    to: href('profileSettings'),
    routes: ['profileSettings', 'emailSettings', 'notificationsCentreSettings', 'pushNotificationsSettings', 'cookiesSettings', 'deleteAccount'],
    icon: Settings,
  },
];

/** The core's areas, then each capability's (src/app/screen-domains.ts). */
export const mainDestinations: readonly Destination[] = [...coreDestinations, ...screenDomains.flatMap((d) => d.destinations ?? [])];

/** The area a path is in: the one it opens exactly (All posts' /groups/onefeed), else the one its route belongs to. */
export function currentDestination(destinations: readonly Destination[], pathname: string, routeName: string | undefined): Destination | undefined {
  return (
    destinations.find((d) => pathname === d.to || (d.routes.length === 0 && pathname.startsWith(`${d.to}/`))) ??
    destinations.find((d) => routeName !== undefined && (d.routes as readonly string[]).includes(routeName))
  );
}
