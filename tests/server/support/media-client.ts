// Resumable media uploads through the API as the engine sends them (open with the client id, then chunks in order), each chunk to the server a test picks.
import { expect } from 'vitest';
import { mediaUploadResponse, UPLOAD_CHUNK_BYTES, type MediaUpload } from '../../../schema/media';
import type { Session } from '../../../schema/session';
import type { Api } from './test-app';

let made = 0;
/** A client id as the engine makes them: 32 characters, unique. */
export const freshClientId = () => `${Date.now().toString(16)}${(made++).toString(16).padStart(8, '0')}beef0000`.slice(0, 32);

export const sendChunk = (api: Api, session: Session, id: string, offset: number, bytes: Buffer) =>
  api.call('PUT', `/api/v2/media_uploads/${id}`, {
    session,
    payload: bytes,
    headers: { 'content-type': 'application/offset+octet-stream', 'upload-offset': String(offset) },
  });

/** Opens the upload on `via(0)`, then sends chunk i to `via(i)`; answers the upload as the last chunk left it. */
export async function uploadVia(via: (chunk: number) => Api, session: Session, fileName: string, bytes: Buffer): Promise<MediaUpload> {
  const body = { client_id: freshClientId(), file_name: fileName, content_type: 'application/octet-stream', size: bytes.length };
  let upload = mediaUploadResponse.parse((await via(0).call('POST', '/api/v2/media_uploads', { session, body })).body).upload;
  for (let i = 0; upload.offset < bytes.length; i++) {
    const res = await sendChunk(via(i), session, upload.id, upload.offset, bytes.subarray(upload.offset, upload.offset + UPLOAD_CHUNK_BYTES));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    upload = mediaUploadResponse.parse(res.body).upload;
  }
  return upload;
}
