// Applies one page of the server's change feed to the mirror; the caller wraps it in the transaction that stores the cursor.
import type { LocalDb } from '../schema/local-db';
import type { Change } from '../schema/sync';
import { toLocalGroup } from './mirror-rows';
import { deleteCommentRow, deleteGroupCascade, deletePostCascade, putServerComments, putServerPosts } from './mirror-writes';

type ChangeOf<K extends Change['kind']> = Extract<Change, { kind: K }>;

/** Applies changes in order; consecutive changes of one kind go to Dexie as one bulk operation. */
export async function applyChanges(db: LocalDb, changes: Change[]): Promise<void> {
  for (let start = 0; start < changes.length; ) {
    const kind = changes[start]!.kind;
    let end = start + 1;
    while (end < changes.length && changes[end]!.kind === kind) end++;
    await applyRun(db, changes.slice(start, end));
    start = end;
  }
}

async function applyRun(db: LocalDb, run: Change[]): Promise<void> {
  const kind = run[0]!.kind;
  switch (kind) {
    case 'post.upsert':
      return putServerPosts(db, (run as ChangeOf<'post.upsert'>[]).map((c) => c.data));
    case 'comment.upsert':
      return putServerComments(db, (run as ChangeOf<'comment.upsert'>[]).map((c) => c.data));
    case 'group.upsert':
      await db.groups.bulkPut((run as ChangeOf<'group.upsert'>[]).map((c) => toLocalGroup(c.data, c.data.membership_status === 'member')));
      return;
    case 'post.delete':
      for (const c of run as ChangeOf<'post.delete'>[]) await deletePostCascade(db, c.id);
      return;
    case 'comment.delete':
      for (const c of run as ChangeOf<'comment.delete'>[]) await deleteCommentRow(db, c.id);
      return;
    case 'group.delete':
      for (const c of run as ChangeOf<'group.delete'>[]) await deleteGroupCascade(db, c.key);
      return;
  }
}
