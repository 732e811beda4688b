// The resumable media upload calls (docs/api-media.md): open once per client id, ask the offset, send a chunk at it.
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { HEADER_IDEMPOTENCY_KEY } from '../../../schema/constants';
import { HEADER_UPLOAD_OFFSET, mediaUploadResponse, type CreateUploadBody, type MediaUpload } from '../../../schema/media';
import type { ApiClient } from '../../api-client';

export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

export function mediaCalls(client: ApiClient) {
  const answer = async (p: Promise<{ upload: MediaUpload }>) => (await p).upload;
  return {
    openUpload: (body: CreateUploadBody) =>
      answer(client.request('POST', apiPaths.mediaUploads, { body, headers: { [HEADER_IDEMPOTENCY_KEY]: body.client_id }, schema: mediaUploadResponse })),
    uploadStatus: (id: string) => answer(client.request('GET', fillPath(apiPaths.mediaUpload, { id }), { schema: mediaUploadResponse })),
    /** Raw bytes (never JSON) at `offset`; the answer is the new acknowledged offset. */
    putChunk: (id: string, offset: number, chunk: Blob) =>
      answer(
        client.request('PUT', fillPath(apiPaths.mediaUpload, { id }), {
          body: chunk,
          headers: { 'Content-Type': CHUNK_CONTENT_TYPE, [HEADER_UPLOAD_OFFSET]: String(offset) },
          schema: mediaUploadResponse,
        }),
      ),
  };
}
