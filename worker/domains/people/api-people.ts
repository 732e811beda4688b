// The engine's people calls (docs/api-people.md): profiles and a member's posts, the directory, new members, blocking.
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { DEFAULT_PAGE_SIZE } from '../../../schema/constants';
import { ignoreAnswer, ignoresAnswer, membersPage, profileAnswer } from '../../../schema/people';
import { postsPage } from '../../../schema/posts';
import type { ApiClient } from '../../api-client';

export function peopleCalls(client: ApiClient) {
  return {
    profile: (id: number) => client.request('GET', fillPath(apiPaths.accountProfile, { id }), { schema: profileAnswer }),
    memberPosts: (id: number, cursor: string | null, limit = DEFAULT_PAGE_SIZE) =>
      client.request('GET', fillPath(apiPaths.accountPosts, { id }), { query: { cursor: cursor ?? undefined, limit }, schema: postsPage }),
    directory: (query: string, page: number) => client.request('GET', apiPaths.accounts, { query: { query, page }, schema: membersPage }),
    newMembers: (page: number) => client.request('GET', apiPaths.newMembers, { query: { page }, schema: membersPage }),
    ignores: () => client.request('GET', apiPaths.ignores, { schema: ignoresAnswer }),
    block: (memberId: number) => client.request('POST', apiPaths.ignores, { body: { member_id: memberId }, schema: ignoreAnswer }),
    unblock: (memberId: number) => client.request('DELETE', fillPath(apiPaths.ignore, { id: memberId }), { schema: ignoreAnswer }),
  };
}
