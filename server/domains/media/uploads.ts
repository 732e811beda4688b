// Accepting an uploaded image for a member: its type by magic bytes, then stored through the media adapter and recorded as theirs.
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { uploads } from '../account/accounts-schema';
import type { MediaAdapter } from '../../media/adapter';
import { freshBase } from '../../media/stored-image';
import { sniffImageType } from '../../media/uploads';
import { HttpError } from '../../core/http-error';

/** Answers the file's URL (under /uploads/); anything but JPEG, PNG, TIFF, GIF or WebP is refused. */
export async function storeUpload(db: Database, media: MediaAdapter, userId: number, bytes: Buffer): Promise<string> {
  const type = sniffImageType(bytes);
  if (!type) throw new HttpError(422, messages.fileFormatUnsupported);
  const fileName = `${freshBase()}.${type.ext}`;
  await media.put(fileName, { bytes });
  try {
    await db.insert(uploads).values({ userId, fileName, mimeType: type.mime, byteSize: bytes.length });
  } catch (err) {
    await media.delete(fileName);
    throw err;
  }
  return media.url(fileName);
}
