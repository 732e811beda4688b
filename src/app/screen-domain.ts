// What a capability's screens declare in one definition: its routes' screens, its places in the navigation and the side column, its actions on an item and the words for its unsent writes.
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { Configuration } from '../../schema/configuration';
import type { Mutation } from '../../schema/outbox';
import type { RouteName } from './links';

/**
 * The namespaces whose words the shell shows: the shared one, the post kit's (cards, menus, dialogs and unsent states that
 * any screen may show at any moment, so none of them ever waits or flashes its keys), then each capability's (its
 * navigation, item actions and unsent words), loaded before the first screen (docs/architecture.md, "Strings and languages").
 */
export const shellNamespaces = ['common', 'messages', 'posts', 'saved', 'payments', 'events', 'legal'] as const;

/** A word the shell shows, in the shared namespace or a capability's (`saved:nav`). */
export type ShellWord = ParseKeys<typeof shellNamespaces>;

/** An area the navigation leads to (docs/product.md 2.1): the phone's bottom bar and its More sheet, the wide screen's side column. */
export interface Destination {
  label: ShellWord;
  /** A shorter word on the phone's bar, where a fifth of 360 px is all a place has (the full label elsewhere). */
  barLabel?: ShellWord;
  to: string;
  /** route names that count as being in this area (an exact `to` wins: /groups/onefeed is All posts, not Groups) */
  routes: readonly RouteName[];
  /** one icon of lucide-react, imported on its own (`lucide-react/icons/<name>`) so only the icons in use are bundled */
  icon: LucideIcon;
  /** a count shown beside it: the unread messages across the member's chats, the new notifications */
  count?: 'unreadMessages' | 'newActivities';
  /** one of the phone bar's four places beside More; the others are in the More sheet */
  onPhoneBar?: boolean;
  /** shown only when the community's configuration allows it (the member directory) */
  shownWhen?: (configuration: Configuration | null) => boolean;
}

/** A panel of the wide screen's side column, beside the content (the member's groups; a capability's, lazy). */
export interface SidePanel {
  name: string;
  Panel: ComponentType;
}

/** Something a member can act on from its menu: a post (its ⋯ menu), an article or a lesson (their screen's actions). */
export interface ItemRef {
  type: 'Post' | 'Article' | 'Lesson';
  id: number;
}

export interface ItemActionState {
  label: string;
  /** A toggle's state (Save / Saved), read by assistive technology. */
  pressed?: boolean;
  run(): void;
}

/** A hook, called once per item shown, in the registry's order: null when the action does not apply to the item. */
export interface ItemAction {
  name: string;
  useAction(item: ItemRef): ItemActionState | null;
}

export interface ScreenDomain {
  name: string;
  /** Its words' namespace: the folder of its screens, whose `locales/<lng>.json` hold them (loaded with the shell). */
  namespace: string;
  /** The screen of each route its contract declares (schema/contracts.ts), lazy: a screen has a chunk of its own. */
  screens: Readonly<Record<string, ComponentType | null>>;
  destinations?: readonly Destination[];
  /** Panels of the side column from about 1100 px (src/components/SideColumn.tsx), after the member's groups. */
  sideColumn?: readonly SidePanel[];
  itemActions?: readonly ItemAction[];
  /** How the unsent list names each of its write kinds. */
  unsentWords?: Readonly<Record<string, (m: Mutation) => string>>;
}

export function defineScreenDomain(domain: ScreenDomain): ScreenDomain {
  return domain;
}
