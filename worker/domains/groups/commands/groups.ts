// Group commands: the community's groups and the member's own into the mirror; joining, leaving, requests and their review; what was seen.
import Dexie from 'dexie';
import type { GroupMemberListKind, GroupMembersCollage, GroupMembersPage } from '../../../../schema/memberships';
import { replaceGroupRequests, putServerRequests } from '../collections/membership-requests';
import { kvGet, kvPut } from '../../../kv';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import type { MutationInput } from '../../../outbox-handle';
import type { EngineContext } from '../../../commands/context';

export function groupCommands({ db, api, puller, send, outbox }: EngineContext) {
  async function queue(input: MutationInput): Promise<string> {
    const clientId = await outbox.enqueue(db, input);
    send(false);
    return clientId;
  }
  const membership = (kind: 'group.join' | 'group.leave' | 'group.cancel_request') => (group: { id: number; key: string }) =>
    queue({ kind, group_id: group.id, group_key: group.key });

  return {
    /** Pulls groups and the member's groups into the mirror. */
    refresh(): Promise<void> {
      return puller.refreshGroups();
    },
    /** Joins at once where the group is open; a private group's join is a request. Offline: sent when back. */
    join: membership('group.join'),
    /** Leaves (a private group's posts leave the device once the server confirms). */
    leave: membership('group.leave'),
    /** Withdraws the member's waiting request to join. */
    cancelRequest: membership('group.cancel_request'),

    /**
     * Reads a group's waiting requests into the mirror (an admin's): page 1 replaces what the device held for it
     * when it is the only page; answers the next page or null.
     */
    async loadRequests(groupKey: string, page = 1): Promise<number | null> {
      const answer = await api.membershipRequests(groupKey, page);
      const userId = await currentUserId(db);
      await writeAsMember(db, userId, async () => {
        if (page === 1) await replaceGroupRequests(db, groupKey, answer.membership_requests, answer.meta.next === null);
        else await putServerRequests(db, answer.membership_requests);
      });
      return answer.meta.next;
    },
    /** Approves the waiting requests of these members. */
    approve: (groupKey: string, userIds: number[]) => queue({ kind: 'membership_request.approve', group_key: groupKey, body: { user_ids: userIds } }),
    /** Declines one member's waiting request. */
    refuse: (groupKey: string, userId: number) => queue({ kind: 'membership_request.refuse', group_key: groupKey, user_id: userId }),

    /**
     * The member has the wall on screen: its newest post (on the device) is seen; the unread count of the wall counts
     * from there. A wall never opened on this device counts nothing.
     */
    async markSeen(wallKey: string): Promise<void> {
      const userId = await currentUserId(db);
      await writeAsMember(db, userId, async () => {
        const newest = await db.posts.where('[wall_key+sort_key]').between([wallKey, Dexie.minKey], [wallKey, Dexie.maxKey]).last();
        const seen = (await kvGet(db, 'wallsSeen')) ?? {};
        if (!newest || seen[wallKey] === newest.sort_key) return;
        await kvPut(db, 'wallsSeen', { ...seen, [wallKey]: newest.sort_key });
      });
    },

    /** A page of a group's members (an online read, like who liked: the device keeps no member lists). */
    members: (groupId: number, kind: GroupMemberListKind, page = 1): Promise<GroupMembersPage> => api.groupMembers(groupId, kind, page),
    /** A few members of each group, for the groups list (online). */
    collage: (groupKeys: string[]): Promise<GroupMembersCollage> => api.collage(groupKeys),
  };
}
