// The outbox table: what the member wrote on this device and the worker still has to deliver, oldest first.
import type { Mutation, OutboxStatus } from '../outbox';
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
