// What an edit, delete, pin or comments setting of a post or comment does to its row (pure): the engine lays it over the server's row.
import type { LocalComment, LocalPost } from '../../../../schema/local-db';
import { serverUid } from '../../../../schema/mirror/draft-rows';
import type { PendingChange } from '../../../../schema/mirror/pending-change';
import type { MutationOf } from '../../../../schema/outbox';
import type { RowRef, Write } from '../../../overlay/overlay';
import { writeState } from '../../../overlay/overlay';

export type RowChange = MutationOf<'post.update' | 'post.delete' | 'comment.update' | 'comment.delete' | 'post.pin' | 'post.unpin' | 'post.set_comments'>;
type Table = 'posts' | 'comments';

export const targetIdOf = (m: RowChange): number => ('post_id' in m ? m.post_id : m.comment_id);

/** The create a change follows when made of a row still being sent (edits and deletes only). */
export const targetClientIdOf = (m: RowChange): string | undefined => ('target_client_id' in m ? m.target_client_id : undefined);

/** The row a change names: by server id, else the row the create it follows made (its draft, then the server's row). */
export function changedRow(table: Table, m: RowChange): RowRef[] {
  const target = targetClientIdOf(m);
  if (targetIdOf(m) > 0) return [{ table, key: serverUid(targetIdOf(m)) }];
  return target ? [{ table, index: 'client_id', value: target }] : [];
}

const pendingKindOf = (m: RowChange): PendingChange['kind'] =>
  m.kind.endsWith('.delete') ? 'delete' : m.kind === 'post.pin' || m.kind === 'post.unpin' ? 'pin' : m.kind === 'post.set_comments' ? 'comments' : 'edit';

/** What the server last said of the fields a change lays over (kept in the pending change while one shows). */
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

/** The row with this change over it; its pending change names the latest change (status, the entry to retry or discard). */
export function withChange<R extends LocalPost | LocalComment>(row: R | undefined, w: Write<RowChange>): R | undefined {
  if (!row) return row;
  const m = w.mutation;
  const shown: Record<string, unknown> = { ...row };
  if (m.kind === 'post.update' || m.kind === 'comment.update') shown.body = m.body.body;
  else if (m.kind === 'post.pin') shown.pinned_until = m.pinned_until;
  else if (m.kind === 'post.unpin') shown.pinned_until = null;
  else if (m.kind === 'post.set_comments') shown.comments_disabled = m.body.comments_disabled;
  const change: PendingChange = { kind: pendingKindOf(m), ...writeState(w), ...serverFields(row) };
  return { ...shown, pending_change: change } as R;
}
