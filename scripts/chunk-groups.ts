// How the app's JS is cut into files: the entry, the login screen, the navigation's counts, the home feed with the post card kit.
import type { Rolldown } from 'vite';

type Groups = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>;

/**
 * Left to itself the bundler gives every set of screens sharing a module a file of its own: the feed route loaded about
 * forty files, each compressed on its own (about 12 KB gzip more than the same code in one file, bench `bundle-size`).
 * Higher priority claims a module first:
 * - `shell`: everything the entry needs before any screen (React, the router, Dexie, the guards), one file;
 * - `login`: the login screen with its password form and what they use (index.html preloads it for a first visit),
 *   one file; the code and single sign-on screens stay small lazy files of their own;
 * - `nav-counts`: the navigation's counts (unread messages, new activities), loaded on every signed-in screen, one file;
 * - `feed`: the groups route (the home feed) and everything it needs that the two above do not hold: the post card,
 *   the composer, the live reads. Other screens that share a piece of it (a post, a profile, the inbox) load this
 *   file too, usually already loaded from the home feed; the wide screen's side column lists the member's groups with
 *   the same live reads, so its list (and the upcoming events') is in this file too rather than a file of its own. What a tap opens (dialogs, the composer's optional editors)
 *   is a dynamic import and keeps a file of its own (src/components/OnDemand.tsx).
 */
export const chunkGroups: Groups = [
  { name: 'shell', tags: ['$initial'], priority: 3 },
  { name: 'login', test: /[\\/]src[\\/]screens[\\/]login[\\/](LoginScreen|LoginPasswordScreen)\.tsx$/, priority: 2 },
  { name: 'nav-counts', test: /[\\/]src[\\/]components[\\/](UnreadMessagesCount|NewActivitiesCount)\.tsx$/, priority: 1 },
  { name: 'feed', test: /[\\/]src[\\/](screens[\\/]groups[\\/]GroupsRouteScreen|components[\\/]SideGroups|screens[\\/]events[\\/]SideEvents)\.tsx$/, priority: 1 },
];
