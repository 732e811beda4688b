// What a capability's screens declare in one definition: its routes' screens, its places in the navigation, its actions on an item and the words for its unsent writes.
import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
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

/** An area the navigation bars lead to (docs/product.md 2.1). */
export interface Destination {
  label: ShellWord;
  to: string;
  /** route names that count as being in this area */
  routes: readonly RouteName[];
  icon: string;
  /** a count shown beside it: the unread messages across the member's chats, the new activities */
  count?: 'unreadMessages' | 'newActivities';
  /** left out of the phone's bottom bar and of a narrow top bar, where eight would not fit: the account menu has it */
  notOnPhone?: true;
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
  itemActions?: readonly ItemAction[];
  /** How the unsent list names each of its write kinds. */
  unsentWords?: Readonly<Record<string, (m: Mutation) => string>>;
}

export function defineScreenDomain(domain: ScreenDomain): ScreenDomain {
  return domain;
}
