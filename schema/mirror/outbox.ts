// The outbox table: what the member wrote on this device and the worker still has to deliver, oldest first.
import type { Mutation, OutboxStatus } from '../outbox';
import { isQuiet } from '../quiet-writes';
import { defineTable } from './table';

export interface OutboxEntry {
  seq?: number;
  client_id: string;
  mutation: Mutation;
  status: OutboxStatus;
  error: string | null;
  attempts: number;
  created_at: number;
}

export const outboxTable = defineTable<OutboxEntry, 'seq'>()('outbox', '++seq, &client_id, status');

/**
 * Whether an entry is a write of its own, as the member sees it: a post's file uploads are part of the post, and what
 * the app records by itself as the member reads (schema/quiet-writes.ts) is not theirs to count.
 */
export const isOwnWrite = (e: OutboxEntry) => e.mutation.kind !== 'media.upload' && !isQuiet(e.mutation);

/**
 * The member's writes still unsent, as they count them: a file uploaded for a post is part of that post (the post's
 * entry carries the state of both), so a post with three images is one unsent write, not four.
 */
export function unsentTally(entries: readonly OutboxEntry[]): { pending: number; sending: number; failed: number } {
  const tally = { pending: 0, sending: 0, failed: 0 };
  for (const e of entries) if (isOwnWrite(e)) tally[e.status] += 1;
  return tally;
}
