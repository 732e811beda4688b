// The server's domains, one line each: app.ts registers every domain's routes from this list, in this order.
import { accountDomain } from './account';
import { activitiesDomain } from './activities';
import { chatsDomain } from './chats';
import { configurationDomain } from './configuration';
import { eventsDomain } from './events';
import { coursesDomain } from './courses';
import { groupsDomain } from './groups';
import { libraryDomain } from './library';
import { likesDomain } from './likes';
import { mediaDomain } from './media';
import { moderationDomain } from './moderation';
import { paymentsDomain } from './payments';
import { peopleDomain } from './people';
import { postsDomain } from './posts';
import { pushDomain } from './push';
import { realtimeDomain } from './realtime';
import { savedItemsDomain } from './saved-items';
import { searchDomain } from './search';
import { sessionsDomain } from './sessions';
import { syncDomain } from './sync';

/** The order routes are added in; no route depends on it (two routes of one method and path fail at start-up). */
export const serverDomains = [
  configurationDomain,
  sessionsDomain,
  accountDomain,
  mediaDomain,
  groupsDomain,
  moderationDomain,
  postsDomain,
  likesDomain,
  activitiesDomain,
  pushDomain,
  syncDomain,
  chatsDomain,
  searchDomain,
  libraryDomain,
  peopleDomain,
  coursesDomain,
  realtimeDomain,
  savedItemsDomain,
  paymentsDomain,
  eventsDomain,
] as const;
