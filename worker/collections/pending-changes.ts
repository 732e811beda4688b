// Unsent edits and deletes laid over the server's posts and comments as they arrive, so the member keeps seeing their change.
import type { LocalComment, LocalDb, LocalPost, OutboxEntry } from '../../schema/local-db';
import type { PendingChange } from '../../schema/mirror/pending-change';
import type { Mutation } from '../../schema/outbox';

type Table = 'posts' | 'comments';
type Change = Extract<Mutation, { kind: 'post.update' | 'post.delete' | 'comment.update' | 'comment.delete' }>;

const kindsOf: Record<Table, readonly Change['kind'][]> = {
  posts: ['post.update', 'post.delete'],
  comments: ['comment.update', 'comment.delete'],
};

export const targetIdOf = (m: Change): number => ('post_id' in m ? m.post_id : m.comment_id);

/** Whether an unsent change names this row: by server id, or by the client id of the create it follows. */
export function changeTargets(m: Change, row: { id: number; client_id: string | null }): boolean {
  return (row.id > 0 && targetIdOf(m) === row.id) || (!!m.target_client_id && m.target_client_id === row.client_id);
}

function asChange(e: OutboxEntry, table: Table): Change | null {
  return (kindsOf[table] as readonly string[]).includes(e.mutation.kind) ? (e.mutation as Change) : null;
}

/** The row as the member sees it with their latest unsent change of it (`except`: one being delivered now). */
export function withPendingChange<R extends LocalPost | LocalComment>(row: R, entries: OutboxEntry[], table: Table, except?: string): R {
  const latest = entries.filter((e) => e.client_id !== except && asChange(e, table) && changeTargets(asChange(e, table)!, row)).at(-1);
  // A stored row may show an edit already: what the server said is kept beside it.
  const serverBody = row.pending_change?.server_body ?? row.body;
  const { pending_change: _dropped, ...rest } = row;
  const server = { ...rest, body: serverBody } as R;
  if (!latest) return server;
  const m = latest.mutation as Change;
  const change: PendingChange = {
    kind: m.kind.endsWith('.delete') ? 'delete' : 'edit',
    status: latest.status === 'failed' ? 'failed' : 'pending',
    error: latest.error ?? undefined,
    client_id: latest.client_id,
    server_body: serverBody,
  };
  return { ...server, body: 'body' in m ? m.body.body : serverBody, pending_change: change };
}

/** Server rows about to be stored, each with the member's unsent change of it laid over. Call inside a mirror transaction. */
export async function keepPendingChanges<R extends LocalPost | LocalComment>(db: LocalDb, table: Table, rows: R[], except?: string): Promise<R[]> {
  if (rows.length === 0) return rows;
  const entries = await db.outbox.orderBy('seq').filter((e) => asChange(e, table) !== null).toArray();
  if (entries.length === 0) return rows.map((r) => withPendingChange(r, entries, table));
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
