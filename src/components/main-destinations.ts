// The areas the navigation bars lead to; more join as their screens land (docs/product.md 2.1).
import { href, type RouteName } from '../app/links';

export interface Destination {
  label: string;
  to: string;
  /** route names that count as being in this area */
  routes: readonly RouteName[];
  icon: string;
  /** a count shown beside it: the unread messages across the member's chats, the new activities */
  count?: 'unreadMessages' | 'newActivities';
  /** left out of the phone's bottom bar and of a narrow top bar, where eight would not fit: the account menu has it */
  notOnPhone?: true;
}

export const mainDestinations: readonly Destination[] = [
  { label: 'Groups', to: href('groups'), routes: ['groups', 'post', 'comment', 'root'], icon: '▦' },
  { label: 'Messages', to: href('messages'), routes: ['messages', 'inbox'], icon: '✉', count: 'unreadMessages' },
  { label: 'Activity', to: href('activities'), routes: ['activities'], icon: '✦', count: 'newActivities' },
  { label: 'Library', to: href('folder'), routes: ['folder', 'article'], icon: '▤' },
  { label: 'Courses', to: href('courses'), routes: ['courses', 'course', 'lesson'], icon: '◈' },
  { label: 'Search', to: href('search'), routes: ['search'], icon: '⌕' },
  { label: 'Profile', to: href('profile'), routes: ['profile', 'profileBadge', 'profileEdit'], icon: '◉' },
  { label: 'Settings', to: href('profileSettings'), routes: ['profileSettings', 'emailSettings', 'notificationsCentreSettings', 'deleteAccount'], icon: '⚙', notOnPhone: true },
];
