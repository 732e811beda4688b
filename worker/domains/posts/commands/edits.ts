// Edit and delete commands for posts and comments: a delivered row gets a change through the outbox; a draft's create is rewritten or cancelled.
import { pinnedUntilFor, type PinDuration } from '../../../../schema/pin-rules';
import type { MutationInput } from '../../../outbox-handle';
import { cancelPendingCreate, rewritePendingCreate } from '../pending-creates';
import type { EngineContext } from '../../../commands/context';

/** A row as the screen has it: delivered rows have a server id, drafts only their client id. */
export interface RowRef {
  id: number;
  client_id: string | null;
}

export function editCommands({ db, send, outbox }: EngineContext) {
  const isDraft = (row: RowRef) => !(row.id > 0) && !!row.client_id;
  /** A draft whose create is being sent: the change follows it and finds the server id through its client id. */
  const draftOf = (row: RowRef) => (isDraft(row) ? row.client_id! : undefined);

  async function change(input: MutationInput): Promise<void> {
    await outbox.enqueue(db, input);
    send(false);
  }

  return {
    /** New text for the member's post, shown at once; throws the rule's message when the text may not be sent. */
    async editPost(row: RowRef, body: string): Promise<void> {
      if (isDraft(row) && (await rewritePendingCreate(db, row.client_id!, body))) return send(false);
      await change({ kind: 'post.update', post_id: Math.max(0, row.id), target_client_id: draftOf(row), body: { body } });
    },

    /** Hides the post at once and deletes it; a post not yet sent is cancelled and nothing is sent. */
    async deletePost(row: RowRef): Promise<void> {
      if (isDraft(row) && (await cancelPendingCreate(db, row.client_id!, outbox))) return;
      await change({ kind: 'post.delete', post_id: Math.max(0, row.id), target_client_id: draftOf(row) });
    },

    /** Pins a delivered post (the host or the group's admin), shown pinned at once until the server's answer. */
    async pinPost(postId: number, duration: PinDuration): Promise<void> {
      await change({ kind: 'post.pin', post_id: postId, body: { duration }, pinned_until: pinnedUntilFor(duration, new Date()) });
    },

    async unpinPost(postId: number): Promise<void> {
      await change({ kind: 'post.unpin', post_id: postId });
    },

    /** The host turns a delivered post's comments off (true) or on again; the post screen follows at once. */
    async setCommentsDisabled(postId: number, disabled: boolean): Promise<void> {
      await change({ kind: 'post.set_comments', post_id: postId, body: { comments_disabled: disabled } });
    },

    async editComment(row: RowRef, body: string): Promise<void> {
      if (isDraft(row) && (await rewritePendingCreate(db, row.client_id!, body))) return send(false);
      await change({ kind: 'comment.update', comment_id: Math.max(0, row.id), target_client_id: draftOf(row), body: { body } });
    },

    async deleteComment(row: RowRef): Promise<void> {
      if (isDraft(row) && (await cancelPendingCreate(db, row.client_id!, outbox))) return;
      await change({ kind: 'comment.delete', comment_id: Math.max(0, row.id), target_client_id: draftOf(row) });
    },
  };
}
