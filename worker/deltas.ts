// Applies one page of the server's change feed to the mirror; the caller wraps it in the transaction that stores the cursor.
import type { LocalDb } from '../schema/local-db';
import type { Change } from '../schema/sync';
import { toLocalGroup } from './mirror-rows';
import { deleteCommentRow, deleteGroupCascade, deletePostCascade, putServerComment, putServerPost } from './mirror-writes';

export async function applyChanges(db: LocalDb, changes: Change[]): Promise<void> {
  for (const change of changes) {
    switch (change.kind) {
      case 'post.upsert':
        await putServerPost(db, change.data);
        break;
      case 'post.delete':
        await deletePostCascade(db, change.id);
        break;
      case 'comment.upsert':
        await putServerComment(db, change.data);
        break;
      case 'comment.delete':
        await deleteCommentRow(db, change.id);
        break;
      case 'group.upsert':
        await db.groups.put(toLocalGroup(change.data, change.data.membership_status === 'member'));
        break;
      case 'group.delete':
        await deleteGroupCascade(db, change.key);
        break;
    }
  }
}
