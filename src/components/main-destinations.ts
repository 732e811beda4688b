// The areas the navigation bars lead to; more join as their screens land (docs/product.md 2.1).
import { href } from '../app/links';
import type { Destination } from '../app/screen-domain';
import { screenDomains } from '../app/screen-domains';

export type { Destination };

const coreDestinations: readonly Destination[] = [
  { label: 'nav.groups', to: href('groups'), routes: ['groups', 'post', 'comment', 'root'], icon: '▦' },
  { label: 'nav.messages', to: href('messages'), routes: ['messages', 'inbox'], icon: '✉', count: 'unreadMessages' },
  { label: 'nav.activity', to: href('activities'), routes: ['activities'], icon: '✦', count: 'newActivities' },
  { label: 'nav.library', to: href('folder'), routes: ['folder', 'article'], icon: '▤' },
  { label: 'nav.courses', to: href('courses'), routes: ['courses', 'course', 'lesson'], icon: '◈' },
  { label: 'nav.search', to: href('search'), routes: ['search'], icon: '⌕' },
  { label: 'nav.profile', to: href('profile'), routes: ['profile', 'profileBadge', 'profileEdit'], icon: '◉' },
  { label: 'nav.settings', to: href('profileSettings'), routes: ['profileSettings', 'emailSettings', 'notificationsCentreSettings', 'deleteAccount'], icon: '⚙', notOnPhone: true },
];

/** The core's areas, then each capability's (src/app/screen-domains.ts). */
export const mainDestinations: readonly Destination[] = [...coreDestinations, ...screenDomains.flatMap((d) => d.destinations ?? [])];
