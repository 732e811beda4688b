// An event's cover: the image goes up online through the resumable media upload (docs/api-media.md) in chunks, and its media id is what a host's write names.
import { UPLOAD_CHUNK_BYTES } from '../../../schema/media-formats';
import { newClientId } from '../../../schema/mirror/draft-rows';
import type { ApiClient } from '../../api-client';
import { mediaCalls } from '../posts/api-media';

export interface UploadedCover {
  id: number;
  image: { small: string; large: string };
}

/** Sends the file whole (null when it is no image the server could size), chunk after chunk from the offset the server acknowledged; the server makes the image's sizes at the end. */
export async function uploadCover(client: ApiClient, file: Blob, name: string): Promise<UploadedCover | null> {
  const calls = mediaCalls(client);
  let upload = await calls.openUpload({ client_id: newClientId(), file_name: name, content_type: file.type, size: file.size });
  while (!upload.medium && upload.offset < upload.size) {
    upload = await calls.putChunk(upload.id, upload.offset, file.slice(upload.offset, upload.offset + UPLOAD_CHUNK_BYTES));
  }
  // Not an image the server could size: no cover.
  if (!upload.medium?.versions) return null;
  return { id: upload.medium.id, image: upload.medium.versions };
}
