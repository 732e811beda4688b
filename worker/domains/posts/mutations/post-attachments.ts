// The attachments of a post or message being created: their media ids for the request, and what retry, delivery and discard do to them.
import type { LocalDb } from '../../../../schema/local-db';
import { messages } from '../../../../schema/messages';
import type { UploadOwner } from '../../../../schema/mirror/uploads';
import { NotDeliverableError } from '../../../mutations/mutation';

/** The uploaded media of these attachments, in order; one without its media item means the owner cannot be sent. */
export async function attachmentMediaIds(db: LocalDb, clientIds: string[]): Promise<number[]> {
  const rows = await db.uploads.bulkGet(clientIds);
  return rows.map((row) => {
    if (!row?.medium) throw new NotDeliverableError(row?.error ?? messages.uploadFailed);
    return row.medium.id;
  });
}

/** Retrying the post or message retries its refused uploads too (their entries come before it, so they go first). */
export async function retryAttachments(db: LocalDb, clientIds: string[]): Promise<void> {
  if (clientIds.length === 0) return;
  await db.outbox.where('client_id').anyOf(clientIds).and((e) => e.status === 'failed').modify({ status: 'pending', error: null });
  await db.uploads.where('client_id').anyOf(clientIds).modify({ status: 'pending', error: undefined });
}

/** The post or message is on the server (delivered) or discarded: its attachments' bytes and unsent uploads go. */
export async function dropAttachments(db: LocalDb, owner: UploadOwner, clientIds: string[]): Promise<void> {
  await db.outbox.where('client_id').anyOf(clientIds).delete();
  const [index, clientId] = 'post_client_id' in owner ? ['post_client_id', owner.post_client_id] : ['message_client_id', owner.message_client_id];
  await db.uploads.where(index).equals(clientId).delete();
}
