// A new post's files or message's images: one uploads row each (the bytes kept in IndexedDB) and a media.upload entry each, queued before their owner.
import { fileNotSupported, sizeRefusal } from '../../../../schema/file-refusals';
import { mediaTypeOfFileName, type MediaType } from '../../../../schema/media';
import type { ComposerAttachment } from '../../../../schema/mirror/composer-drafts';
import type { LocalUpload, UploadOwner } from '../../../../schema/mirror/uploads';
import { newClientId } from '../../../../schema/mirror/draft-rows';
import type { MutationInput } from '../../../outbox-handle';

export interface AttachmentUploads {
  /** Rows to write in the owner's transaction (before its entries). */
  rows: LocalUpload[];
  /** Entries to queue before the post's, in the files' order: the outbox sends the head first, so media go first. */
  entries: (MutationInput & { client_id: string })[];
}

/**
 * Refuses a file of a format not supported or too large (the composer refused it already; this is the engine's own
 * check); `only` narrows the kinds (a message carries images only).
 */
export function attachmentUploads(owner: UploadOwner, attachments: ComposerAttachment[], only?: MediaType): AttachmentUploads {
  const rows = attachments.map((a, position): LocalUpload => {
    const mediaType = mediaTypeOfFileName(a.file_name);
    if (!mediaType || (only && mediaType !== only)) throw new Error(fileNotSupported(a.file_name));
    const tooBig = sizeRefusal({ name: a.file_name, size: a.blob.size });
    if (tooBig) throw new Error(tooBig);
    return {
      client_id: newClientId(),
      ...owner,
      position,
      blob: a.blob,
      file_name: a.file_name,
      content_type: a.content_type,
      media_type: mediaType,
      size: a.blob.size,
      upload_id: null,
      offset: 0,
      medium: null,
      status: 'pending',
      created_at: Date.now(),
    };
  });
  return { rows, entries: rows.map((r) => ({ kind: 'media.upload', client_id: r.client_id, ...owner })) };
}
