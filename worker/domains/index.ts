// The engine's domains, one line each: the collection, mutation and command registries are all built from this list.
import { aboutDomain } from './about';
import { accountDomain } from './account';
import { activitiesDomain } from './activities';
import { chatsDomain } from './chats';
import { coursesDomain } from './courses';
import { eventsDomain } from './events';
import { groupsDomain } from './groups';
import { legalDomain } from './legal';
import { libraryDomain } from './library';
import { offlineDomain } from './offline';
import { outboxDomain } from './outbox';
import { paymentsDomain } from './payments';
import { peopleDomain } from './people';
import { postsDomain } from './posts';
import { savedItemsDomain } from './saved-items';
import { searchDomain } from './search';

/**
 * Order matters for the collections: the forget cascade's `expand` lets a collection add what hangs off the rows of
 * those before it (groups -> posts -> comments), and the sweep of member cards keeps those the posts and comments
 * still refer to after their own sweeps.
 */
export const domains = [
  accountDomain,
  paymentsDomain,
  groupsDomain,
  postsDomain,
  peopleDomain,
  libraryDomain,
  coursesDomain,
  activitiesDomain,
  chatsDomain,
  searchDomain,
  savedItemsDomain,
  eventsDomain,
  offlineDomain,
  outboxDomain,
  aboutDomain,
  legalDomain,
] as const;

export type Domains = typeof domains;
