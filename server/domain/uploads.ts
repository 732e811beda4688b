// Accepting an uploaded image for a member: its type by magic bytes, then stored and recorded as theirs.
import { messages } from '../../schema/messages';
import type { Database } from '../db/connect';
import { uploads } from '../db/accounts-schema';
import { sniffImageType, UPLOADS_PREFIX, type UploadStore } from '../media/uploads';
import { HttpError } from './http-error';

/** Answers the file's URL (under /uploads/); anything but JPEG, PNG, TIFF, GIF or WebP is refused. */
export async function storeUpload(db: Database, store: UploadStore, userId: number, bytes: Buffer): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(422, messages.fileFormatUnsupported);
  const fileName = await store.save(bytes, type);
  try {
    await db.insert(uploads).values({ userId, fileName, mimeType: type.mime, byteSize: bytes.length });
  } catch (err) {
    await store.remove(fileName);
    throw err;
  }
  return `${UPLOADS_PREFIX}${fileName}`;
}
