// Uploading one attachment of a post or a message: open (or find) the upload, resume at the server's offset, chunk by chunk, progress kept.
import type { LocalDb } from '../../../../schema/local-db';
import { UPLOAD_CHUNK_BYTES, type MediaItem, type MediaUpload } from '../../../../schema/media';
import { messages } from '../../../../schema/messages';
import type { LocalUpload } from '../../../../schema/mirror/uploads';
import { localUid } from '../../../../schema/mirror/chats';
import { draftUid } from '../../../../schema/mirror/draft-rows';
import { ApiError } from '../../../api-error';
import { mediaCalls } from '../api-media';
import { defineMutation, NotDeliverableError } from '../../../mutations/mutation';

async function uploadRow(db: LocalDb, clientId: string): Promise<LocalUpload> {
  const row = await db.uploads.get(clientId);
  // The bytes are gone (the post was discarded, the member signed out): nothing can be sent.
  if (!row) throw new NotDeliverableError(messages.uploadFailed);
  return row;
}

/** Opens the upload the first time; afterwards asks the server how much it has (what it acknowledged is kept). */
async function where(calls: ReturnType<typeof mediaCalls>, row: LocalUpload): Promise<MediaUpload> {
  if (row.upload_id) return calls.uploadStatus(row.upload_id);
  return calls.openUpload({ client_id: row.client_id, file_name: row.file_name, content_type: row.content_type || 'application/octet-stream', size: row.size });
}

export const mediaUpload = defineMutation({
  kind: 'media.upload',
  // The row (with its bytes) is written beside the entry by the post's or message's command, in the same transaction.
  async write() {},
  async send(api, m, db): Promise<MediaItem> {
    const row = await uploadRow(db, m.client_id);
    if (row.medium) return row.medium;
    const calls = mediaCalls(api.client);
    let upload = await where(calls, row);
    await db.uploads.update(row.client_id, { upload_id: upload.id, offset: upload.offset });
    while (!upload.medium) {
      const chunk = row.blob.slice(upload.offset, upload.offset + UPLOAD_CHUNK_BYTES);
      try {
        upload = await calls.putChunk(upload.id, upload.offset, chunk);
      } catch (e) {
        // The server has another offset (an answer lost on the way): resume where it says.
        if (!(e instanceof ApiError && e.kind === 'http' && e.code === 409)) throw e;
        upload = await calls.uploadStatus(upload.id);
      }
      // What the server acknowledged is kept: a cut connection resumes here, and the progress bar shows it.
      await db.uploads.update(row.client_id, { offset: upload.offset });
    }
    return upload.medium;
  },
  async delivered(db, m, medium) {
    await db.uploads.update(m.client_id, { medium, offset: medium.size, status: undefined, error: undefined });
  },
  /** Refused (not supported, too large, gone): the upload and its owner show it; the owner is not sent without it. */
  async refused(db, m, message) {
    await db.uploads.update(m.client_id, { status: 'failed', error: message });
    const owner = m.post_client_id ?? m.message_client_id;
    if (owner) await db.outbox.where('client_id').equals(owner).modify({ status: 'failed', error: message });
    if (m.post_client_id) await db.posts.update(draftUid(m.post_client_id), { status: 'failed', error: message });
    if (m.message_client_id) await db.chat_messages.update(localUid(m.message_client_id), { status: 'failed', error: message });
  },
  async retried(db, m) {
    await db.uploads.update(m.client_id, { status: 'pending', error: undefined });
  },
  async discarded(db, m) {
    await db.uploads.delete(m.client_id);
  },
  fallbackMessage: messages.uploadFailed,
});
