// v15 -> v16: rows that kept the server's state in fields of their own (server_seen, pending_membership, ...) go back to it; the engine lays the outbox over them again at start.
import type { Transaction } from 'dexie';

type Row = Record<string, unknown>;

/** Each table's old field beneath the member's writes, and how the row reads without them (the server's row). */
const restorers: Record<string, (row: Row) => void> = {
  activities(row) {
    if (row.server_seen !== undefined) row.seen = row.server_seen;
    delete row.server_seen;
  },
  courses(row) {
    if ('server_enrollment' in row) row.user_enrollment = row.server_enrollment;
    delete row.server_enrollment;
  },
  lessons(row) {
    if (row.server_state !== undefined) row.user_state = row.server_state;
    delete row.server_state;
  },
  chats(row) {
    const server = row.server as Row | undefined;
    if (server) Object.assign(row, server);
    delete row.server;
    delete row.pending_change;
  },
  groups(row) {
    const pending = row.pending_membership as { server_status: unknown } | undefined;
    if (pending) Object.assign(row, { membership_status: pending.server_status, is_mine: pending.server_status === 'member' ? 1 : 0 });
    delete row.pending_membership;
  },
  profiles(row) {
    const pending = row.pending_follow as { server_following: boolean; server_followers_count: number } | undefined;
    if (pending) Object.assign(row, { following: pending.server_following, followers_count: pending.server_followers_count });
    delete row.pending_follow;
  },
};

/** Posts, comments and messages kept the server's fields in their pending change. */
function withoutPendingChange(row: Row): void {
  const change = row.pending_change as Row | undefined;
  if (!change) return;
  row.body = change.server_body;
  if (change.server_pinned_until !== undefined) row.pinned_until = change.server_pinned_until;
  if (change.server_comments_disabled !== undefined) row.comments_disabled = change.server_comments_disabled;
  delete row.pending_change;
}

export async function heldRowsToServerState(tx: Transaction): Promise<void> {
  for (const [table, restore] of Object.entries(restorers)) await tx.table(table).toCollection().modify((row: Row) => restore(row));
  for (const table of ['posts', 'comments', 'chat_messages']) await tx.table(table).toCollection().modify(withoutPendingChange);
  // Likes and votes: the server's value is kept beside the shown one (a row the server does not hold shows until re-laid).
  await tx.table('likes').toCollection().modify((row: Row) => {
    if (row.status) Object.assign(row, { liked: row.server_liked, status: undefined, error: undefined, client_id: undefined });
  });
  await tx.table('poll_votes').toCollection().modify((row: Row) => {
    if (row.status) Object.assign(row, { option_id: row.server_option_id, status: undefined, error: undefined, client_id: undefined });
  });
  await tx.table('membership_requests').toCollection().modify((row: Row) => {
    Object.assign(row, { decision: undefined, status: undefined, error: undefined, client_id: undefined });
  });
  // Settings: the shown value goes back to the server's.
  await tx.table('kv').toCollection().modify((row: { value: unknown }) => {
    const v = row.value as Row | null;
    if (v && typeof v === 'object' && 'server' in v && 'value' in v && 'answered' in v) v.value = v.server;
  });
}
