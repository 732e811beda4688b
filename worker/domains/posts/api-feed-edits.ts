// The engine's reads around the feed's writes: comment pages and replies, the member's poll votes, who liked something.
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { likersPage, type LikeableType } from '../../../schema/likes';
import { pollVotesResponse } from '../../../schema/polls';
import { commentsPage } from '../../../schema/posts';
import type { ApiClient } from '../../api-client';

export function feedEditCalls(client: ApiClient) {
  return {
    /** Top-level comments oldest first after `cursor`, or the replies of `parentId`. */
    commentsPage: (postId: number, opts: { cursor: string | null; parentId?: number }) =>
      client.request('GET', fillPath(apiPaths.postComments, { id: postId }), {
        query: { cursor: opts.cursor ?? undefined, parent_id: opts.parentId },
        schema: commentsPage,
      }),
    /** The member's votes; all of them in readable polls without `pollIds`. */
    accountPollVotes: (pollIds?: number[]) =>
      client.request('GET', apiPaths.accountPollVotes, {
        query: { question_ids: pollIds?.join(',') },
        schema: pollVotesResponse,
      }),
    likers: (likeableType: LikeableType, likeableId: number, page: number) =>
      client.request('GET', apiPaths.likes, {
        query: { likeable_type: likeableType, likeable_id: likeableId, page },
        schema: likersPage,
      }),
  };
}
