// The calls the engine makes, each typed and validated with the schema/ shapes at this boundary.
import { z } from 'zod';
import { apiPaths, fillPath } from '../schema/api-paths';
import { startup } from '../schema/configuration';
import { DEFAULT_PAGE_SIZE, SYNC_PAGE_SIZE } from '../schema/constants';
import { groupsResponse } from '../schema/groups';
import { accountLikesResponse, type LikeableType } from '../schema/likes';
import { hottestPostsPage, postsPage, postWithComments, scheduledPostsResponse } from '../schema/posts';
import { session, userData, type LoginBody } from '../schema/session';
import { searchAnswer, type SearchMode } from '../schema/search';
import { syncResponse, type SyncResponse } from '../schema/sync';
import { accountCalls } from './domains/account/api-accounts';
import { activityCalls } from './domains/activities/api-activities';
import { paymentCalls } from './domains/payments/api-payments';
import { chatCalls } from './domains/chats/api-chats';
import { courseCalls } from './domains/courses/api-courses';
import { feedEditCalls } from './domains/posts/api-feed-edits';
import { groupCalls } from './domains/groups/api-groups';
import { libraryCalls } from './domains/library/api-library';
import { parseAnswer, type ApiClient } from './api-client';
import { moderationCalls } from './domains/posts/api-moderation';
import { peopleCalls } from './domains/people/api-people';
import { profileCalls } from './domains/account/api-profile';
import { pushCalls } from './domains/account/api-push';
import { realtimeCalls } from './api-realtime';
import type { StoredSession } from './session-store';

/** The head-only answer of GET /sync without a cursor; extra fields are tolerated. */
const syncHead = z.object({ cursor: z.number().int() });
/** Where a delta page ends: read first, so the next page can be asked for while the rest of this one is checked. */
const syncPosition = z.object({ cursor: z.number().int(), has_more: z.boolean() });

/** A delta page whose changes are not checked yet: `check()` answers the page, or throws as a mismatched answer does. */
export interface UncheckedSyncPage {
  cursor: number;
  has_more: boolean;
  check(): SyncResponse;
}

export type Api = ReturnType<typeof createApi>;

export function createApi(client: ApiClient) {
  return {
    client,
    ...accountCalls(client),
    ...profileCalls(client),
    ...pushCalls(client),
    ...moderationCalls(client),
    ...feedEditCalls(client),
    ...groupCalls(client),
    ...libraryCalls(client),
    ...peopleCalls(client),
    ...courseCalls(client),
    ...realtimeCalls(client),
    ...chatCalls(client),
    ...activityCalls(client),
    ...paymentCalls(client),
    signIn: (body: LoginBody) =>
      client.request('POST', apiPaths.sessions, { body, schema: session, withSession: false }),
    /** Best effort and quick: one attempt, and a refusal is not an unauthorized event. */
    signOut: (credentials: StoredSession) =>
      client.request('DELETE', apiPaths.session, { retry: false, authEvents: false, session: credentials }),
    me: (opts: { authEvents?: boolean } = {}) => client.request('GET', apiPaths.me, { schema: userData, ...opts }),
    startup: () => client.request('GET', apiPaths.startup, { schema: startup }),
    groups: () => client.request('GET', apiPaths.groups, { schema: groupsResponse }),
    accountGroups: () => client.request('GET', apiPaths.accountGroups, { schema: groupsResponse }),
    recentPosts: (key: string, cursor: string | null, limit = DEFAULT_PAGE_SIZE) =>
      client.request('GET', fillPath(apiPaths.wallRecentPosts, { key }), {
        query: { cursor: cursor ?? undefined, limit },
        schema: postsPage,
      }),
    /** A wall's posts hottest first, by page number. */
    hottestPosts: (key: string, page: number, limit = DEFAULT_PAGE_SIZE) =>
      client.request('GET', fillPath(apiPaths.wallHottestPosts, { key }), { query: { page, limit }, schema: hottestPostsPage }),
    /** The activity feed: newest posts of every joined group and the member's own. */
    activityPosts: (cursor: string | null, limit = DEFAULT_PAGE_SIZE) =>
      client.request('GET', apiPaths.activityPosts, { query: { cursor: cursor ?? undefined, limit }, schema: postsPage }),
    post: (id: number) => client.request('GET', fillPath(apiPaths.post, { id }), { schema: postWithComments }),
    /** The member's own posts waiting for their time, soonest first. */
    scheduledPosts: () => client.request('GET', apiPaths.accountScheduledPosts, { schema: scheduledPostsResponse }),
    /** Which of these the member likes (docs/product.md 7: GET /api/v2/account/likes). */
    accountLikes: (likeableType: LikeableType, ids: number[]) =>
      client.request('GET', apiPaths.accountLikes, {
        query: { likeable_type: likeableType, likeable_ids: ids.join(',') },
        schema: accountLikesResponse,
      }),
    hashtagPosts: (tag: string, cursor: string | null, limit = DEFAULT_PAGE_SIZE) =>
      client.request('GET', fillPath(apiPaths.hashtagPosts, { tag }), { query: { cursor: cursor ?? undefined, limit }, schema: postsPage }),
    search: (q: string, mode: SearchMode, page: number) => client.request('GET', apiPaths.search, { query: { q, mode, page }, schema: searchAnswer }),
    syncHead: () => client.request('GET', apiPaths.sync, { schema: syncHead }),
    /** `session`: sent instead of reading the stored one (a catch-up's pages ahead must not wait for its writes to read it). */
    syncAfter: async (cursor: number, limit = SYNC_PAGE_SIZE, session?: StoredSession): Promise<UncheckedSyncPage> => {
      const data = await client.request('GET', apiPaths.sync, { query: { cursor, limit }, session });
      const position = parseAnswer(syncPosition, data, 'GET', apiPaths.sync);
      return { cursor: position.cursor, has_more: position.has_more, check: () => parseAnswer(syncResponse, data, 'GET', apiPaths.sync) };
    },
  };
}
