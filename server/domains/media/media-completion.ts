// Completing a resumable upload once its last byte is in: the staged parts sniffed, the file (and an image's variants) stored, the media item recorded once.
import { buffer } from 'node:stream/consumers';
import { and, eq, isNull } from 'drizzle-orm';
import { mediaTypeOfFileName } from '../../../schema/media';
import { fileNotSupported } from '../../../schema/file-refusals';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { mediaItems, mediaUploads } from './media-schema';
import type { MediaAdapter } from '../../media/adapter';
import type { ChunkStaging, StagedPart } from '../../media/chunk-staging';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from '../../media/sniff-media';
import { freshBase, storeImageVariants, type StoredImage } from '../../media/stored-image';
import { HttpError } from '../../core/http-error';

export interface MediaStorage {
  media: MediaAdapter;
  staging: ChunkStaging;
}

export type UploadRow = typeof mediaUploads.$inferSelect;

/** The real kind by magic bytes, which must be the kind its name claims; anything else is not supported. */
async function sniffStaged(storage: MediaStorage, row: UploadRow): Promise<{ parts: StagedPart[]; sniffed: SniffedMedia }> {
  // No parts: the bytes were refused before (and dropped), so asking again answers that the upload failed.
  const parts = await storage.staging.parts(row.id, row.size);
  if (!parts) throw new HttpError(422, messages.uploadFailed);
  const sniffed = sniffMedia(await storage.staging.head(parts, SNIFF_BYTES));
  if (!sniffed || sniffed.mediaType !== mediaTypeOfFileName(row.fileName)) {
    await storage.staging.removeData(row.id);
    throw new HttpError(422, fileNotSupported(row.fileName));
  }
  return { parts, sniffed };
}

/** Stores the file under `name`: an image read whole (sharp makes its variants from it), anything else streamed part by part. */
async function storeStaged(storage: MediaStorage, row: UploadRow, parts: StagedPart[], sniffed: SniffedMedia, base: string): Promise<StoredImage | null> {
  const name = `${base}.${sniffed.ext}`;
  if (sniffed.mediaType !== 'image') {
    await storage.media.put(name, { stream: storage.staging.stream(parts), size: row.size });
    return null;
  }
  const bytes = await buffer(storage.staging.stream(parts));
  const image = await storeImageVariants(storage.media, bytes, sniffed.ext, base).catch(async () => {
    await storage.staging.removeData(row.id);
    throw new HttpError(422, fileNotSupported(row.fileName));
  });
  await storage.media.put(name, { bytes });
  return image;
}

/** Another request (in this process or another) completed the upload first: its media item stands. */
class CompletedElsewhere extends Error {}

/** Records the media item and claims the upload for it, unless another request claimed it meanwhile (rolled back). */
function record(db: Database, storage: MediaStorage, row: UploadRow, sniffed: SniffedMedia, name: string, image: StoredImage | null): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    const [item] = await tx
      .insert(mediaItems)
      .values({
        ownerId: row.ownerId,
        mediaType: sniffed.mediaType,
        processingState: 'complete',
        fileUrl: storage.media.url(name),
        versions: image?.versions ?? null,
        fileName: row.fileName,
        contentType: sniffed.mime,
        size: row.size,
        width: image?.width ?? null,
        height: image?.height ?? null,
      })
      .returning({ id: mediaItems.id });
    const [claimed] = await tx
      .update(mediaUploads)
      .set({ mediaItemId: item!.id, completedAt: new Date() })
      .where(and(eq(mediaUploads.id, row.id), isNull(mediaUploads.mediaItemId)))
      .returning();
    if (!claimed) throw new CompletedElsewhere();
    return claimed;
  });
}

/**
 * Stores the file (and an image's variants) through the adapter and records the media item, complete; then the parts
 * go. Two requests may complete one upload at once (a chunk sent again to another process): the one that records
 * second removes the files it stored and answers the first one's upload.
 */
export async function completeUpload(db: Database, storage: MediaStorage, row: UploadRow): Promise<UploadRow> {
  let stored: string[] = [];
  try {
    const { parts, sniffed } = await sniffStaged(storage, row);
    const base = freshBase();
    const name = `${base}.${sniffed.ext}`;
    const image = await storeStaged(storage, row, parts, sniffed, base);
    stored = [name, ...(image?.names ?? [])];
    const done = await record(db, storage, row, sniffed, name, image);
    await storage.staging.removeData(row.id);
    return done;
  } catch (err) {
    for (const name of stored) await storage.media.delete(name).catch(() => undefined);
    const [now] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, row.id));
    if (now?.mediaItemId) return now;
    throw err;
  }
}
