// The member's poll votes in the mirror: the server's vote and what the member chose since, until it is delivered.
import { defineTable, type LocalStatus } from './table';

/** `option_id` is what the member sees (null: no vote), `server_option_id` what the server last said. */
export interface LocalPollVote {
  poll_id: number;
  option_id: number | null;
  server_option_id: number | null;
  status?: LocalStatus;
  error?: string;
  /** The outbox entry of the member's latest unsent change, for retry and discard. */
  client_id?: string;
}

export const pollVotesTable = defineTable<LocalPollVote, 'poll_id'>()('poll_votes', '&poll_id, status');
