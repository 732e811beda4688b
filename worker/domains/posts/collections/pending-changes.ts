// Unsent edits and deletes laid over the server's posts and comments as they arrive, so the member keeps seeing their change.
import type { LocalComment, LocalDb, LocalPost, OutboxEntry } from '../../../../schema/local-db';
import type { PendingChange } from '../../../../schema/mirror/pending-change';
import type { Mutation } from '../../../../schema/outbox';

type Table = 'posts' | 'comments';
type Change = Extract<Mutation, { kind: 'post.update' | 'post.delete' | 'comment.update' | 'comment.delete' | 'post.pin' | 'post.unpin' | 'post.set_comments' }>;

const kindsOf: Record<Table, readonly Change['kind'][]> = {
  posts: ['post.update', 'post.delete', 'post.pin', 'post.unpin', 'post.set_comments'],
  comments: ['comment.update', 'comment.delete'],
};

export const targetIdOf = (m: Change): number => ('post_id' in m ? m.post_id : m.comment_id);

/** Whether an unsent change names this row: by server id, or by the client id of the create it follows. */
export function changeTargets(m: Change, row: { id: number; client_id: string | null }): boolean {
  const follows = 'target_client_id' in m ? m.target_client_id : undefined;
  return (row.id > 0 && targetIdOf(m) === row.id) || (!!follows && follows === row.client_id);
}

const pendingKindOf = (m: Change): PendingChange['kind'] =>
  m.kind.endsWith('.delete') ? 'delete' : m.kind === 'post.pin' || m.kind === 'post.unpin' ? 'pin' : m.kind === 'post.set_comments' ? 'comments' : 'edit';

/** What the server last said of the fields a change may lay over (a stored row may show changes: kept beside it). */
function serverFields(row: LocalPost | LocalComment): Pick<PendingChange, 'server_body' | 'server_pinned_until' | 'server_comments_disabled'> {
  const before = row.pending_change;
  const fields = { server_body: before?.server_body ?? row.body };
  if (!('pinned_until' in row)) return fields;
  return {
    ...fields,
    server_pinned_until: before && before.server_pinned_until !== undefined ? before.server_pinned_until : (row.pinned_until ?? null),
    server_comments_disabled: before?.server_comments_disabled ?? row.comments_disabled,
  };
}

/** The member's unsent changes laid over the server's fields, oldest first, so the latest of each field shows. */
function laidOver(server: Record<string, unknown>, changes: Change[]): Record<string, unknown> {
  const shown = { ...server };
  for (const m of changes) {
    if (m.kind === 'post.update' || m.kind === 'comment.update') shown.body = m.body.body;
    else if (m.kind === 'post.pin') shown.pinned_until = m.pinned_until;
    else if (m.kind === 'post.unpin') shown.pinned_until = null;
    else if (m.kind === 'post.set_comments') shown.comments_disabled = m.body.comments_disabled;
  }
  return shown;
}

function asChange(e: OutboxEntry, table: Table): Change | null {
  return (kindsOf[table] as readonly string[]).includes(e.mutation.kind) ? (e.mutation as Change) : null;
}

/** The row as the member sees it with their latest unsent change of it (`except`: one being delivered now). */
export function withPendingChange<R extends LocalPost | LocalComment>(row: R, entries: OutboxEntry[], table: Table, except?: string): R {
  const mine = entries.filter((e) => e.client_id !== except && asChange(e, table) && changeTargets(asChange(e, table)!, row));
  const latest = mine.at(-1);
  const kept = serverFields(row);
  const { pending_change: _dropped, ...rest } = row;
  const server: Record<string, unknown> = { ...rest, body: kept.server_body };
  if (kept.server_pinned_until !== undefined) server.pinned_until = kept.server_pinned_until;
  if (kept.server_comments_disabled !== undefined) server.comments_disabled = kept.server_comments_disabled;
  if (!latest) return server as R;
  const change: PendingChange = {
    kind: pendingKindOf(latest.mutation as Change),
    status: latest.status === 'failed' ? 'failed' : 'pending',
    error: latest.error ?? undefined,
    client_id: latest.client_id,
    ...kept,
  };
  return { ...laidOver(server, mine.map((e) => e.mutation as Change)), pending_change: change } as R;
}

/** Server rows about to be stored, each with the member's unsent change of it laid over. Call inside a mirror transaction. */
export async function keepPendingChanges<R extends LocalPost | LocalComment>(db: LocalDb, table: Table, rows: R[], except?: string): Promise<R[]> {
  if (rows.length === 0) return rows;
  const entries = await db.outbox.orderBy('seq').filter((e) => asChange(e, table) !== null).toArray();
  // Nothing unsent to lay over: a server row that shows no change of ours goes as it came (a catch-up's thousands).
  if (entries.length === 0) return rows.map((r) => (r.pending_change ? withPendingChange(r, entries, table) : r));
  return rows.map((r) => withPendingChange(r, entries, table, except));
}

/**
 * Lays the outbox over one stored row again: when a change of it is made (`adding`: its entry, written just after),
 * delivered (`except`: its own entry, removed just after), refused, retried or discarded.
 */
export async function refreshPendingChange(db: LocalDb, table: Table, uid: string, opts: { except?: string; adding?: Mutation } = {}): Promise<void> {
  const row = await db.table(table).get(uid);
  if (!row) return;
  const entries = await db.outbox.orderBy('seq').filter((e) => asChange(e, table) !== null).toArray();
  if (opts.adding) entries.push({ client_id: opts.adding.client_id, mutation: opts.adding, status: 'pending', error: null, attempts: 0, created_at: Date.now() });
  await db.table(table).put(withPendingChange(row as LocalPost | LocalComment, entries, table, opts.except));
}
