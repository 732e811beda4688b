// Profiles in the mirror: the last profile read of each member, with the member's unsent follow laid over it; and whom they blocked.
import type { IgnoredMember, Profile } from '../people';
import { defineTable, type LocalStatus } from './table';

/** A follow or unfollow the server has not confirmed yet, and what the server last said beneath it. */
export interface PendingFollow {
  client_id: string;
  server_following: boolean;
  server_followers_count: number;
  status?: LocalStatus;
  error?: string;
}

/**
 * `following` and `followers_count` are what the member sees: the server's, with `pending_follow` laid over it while
 * a follow or unfollow is unsent. `fetched_at`: when the device last read it (the oldest go first past the budget).
 */
export type LocalProfile = Profile & { fetched_at: number; pending_follow?: PendingFollow };
export const profilesTable = defineTable<LocalProfile, 'id'>()('profiles', '&id, fetched_at');

/** The members the signed-in member blocked, as GET /api/v1/ignores last said (and their own blocks since). */
export type LocalBlockedMember = IgnoredMember;
export const blockedMembersTable = defineTable<LocalBlockedMember, 'id'>()('blocked_members', '&id, ignored_at');
