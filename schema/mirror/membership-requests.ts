// Requests to join the private groups a member administers, in the mirror, with the admin's unsent answer to each.
import type { MembershipRequest } from '../memberships';
import { defineTable, type LocalStatus } from './table';

/**
 * A waiting request as the server said, plus the admin's answer while it is unsent (`decision`): the requests screen
 * leaves decided rows out, and shows a refused answer's message with Retry and Discard.
 */
export interface LocalMembershipRequest extends MembershipRequest {
  decision?: 'approve' | 'refuse';
  status?: LocalStatus;
  error?: string;
  /** The outbox entry carrying the decision. */
  client_id?: string;
}

export const membershipRequestsTable = defineTable<LocalMembershipRequest, 'id'>()(
  'membership_requests',
  '&id, group_key, [group_key+requested_at]',
);
