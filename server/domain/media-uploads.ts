// Resumable uploads of post media: open (once per client id), chunks at offsets, completion (sniff, variants, store) and the media item.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { mediaTypeOfFileName, type CreateUploadBody, type MediaItem, type MediaUpload } from '../../schema/media';
import { messages } from '../../schema/messages';
import type { Database } from '../db/connect';
import { mediaItems, mediaUploads } from '../db/schema';
import type { MediaAdapter } from '../media/adapter';
import type { ChunkStaging } from '../media/chunk-staging';
import { SNIFF_BYTES, sniffMedia, type SniffedMedia } from '../media/sniff-media';
import { storeImageVariants } from '../media/stored-image';
import { HttpError } from './http-error';
import type { StoredAnswer } from './idempotency';
import type { Viewer } from './sessions';

export interface MediaStorage {
  media: MediaAdapter;
  staging: ChunkStaging;
}

type UploadRow = typeof mediaUploads.$inferSelect;
type MediaItemRow = typeof mediaItems.$inferSelect;

export function toMediaWire(m: MediaItemRow): MediaItem {
  return {
    id: m.id,
    media_type: m.mediaType,
    processing_state: m.processingState,
    file_url: m.fileUrl,
    versions: m.versions ?? null,
    file_name: m.fileName,
    content_type: m.contentType,
    size: m.size,
    width: m.width,
    height: m.height,
  };
}

async function toUploadWire(db: Database, row: UploadRow): Promise<MediaUpload> {
  const [medium] = row.mediaItemId ? await db.select().from(mediaItems).where(eq(mediaItems.id, row.mediaItemId)) : [];
  return { id: row.id, size: row.size, offset: row.received, medium: medium ? toMediaWire(medium) : null };
}

/**
 * Opens the member's upload of one file, or answers the one already opened with this client id (201 then 200): a
 * retried POST never opens a second upload. The same client id for another file is a conflict.
 */
export async function openUpload(db: Database, viewer: Viewer, body: CreateUploadBody, key: string | null): Promise<StoredAnswer<{ upload: MediaUpload }>> {
  if (key !== null && key !== body.client_id) throw new HttpError(400, messages.badRequest, 'Idempotency-Key must be the client_id.');
  if (!mediaTypeOfFileName(body.file_name)) throw new HttpError(422, messages.fileFormatUnsupported);
  const created = await db
    .insert(mediaUploads)
    .values({
      id: crypto.randomBytes(16).toString('base64url'),
      ownerId: viewer.user.id,
      clientId: body.client_id,
      fileName: body.file_name,
      contentType: body.content_type,
      size: body.size,
    })
    .onConflictDoNothing()
    .returning();
  const row = created[0] ?? (await ownUploadByClientId(db, viewer, body.client_id));
  if (!created[0] && (row.fileName !== body.file_name || row.size !== body.size)) throw new HttpError(409, messages.idempotencyConflict);
  return { status: created[0] ? 201 : 200, body: { upload: await toUploadWire(db, row) } };
}

async function ownUploadByClientId(db: Database, viewer: Viewer, clientId: string): Promise<UploadRow> {
  const [row] = await db.select().from(mediaUploads).where(and(eq(mediaUploads.ownerId, viewer.user.id), eq(mediaUploads.clientId, clientId)));
  if (!row) throw new HttpError(409, messages.idempotencyConflict);
  return row;
}

/** Only the owner may see or touch an upload: anyone else's is a 404, as if it did not exist. */
async function ownUpload(db: Database, viewer: Viewer, id: string): Promise<UploadRow> {
  const [row] = await db.select().from(mediaUploads).where(and(eq(mediaUploads.id, id), eq(mediaUploads.ownerId, viewer.user.id)));
  if (!row) throw new HttpError(404, messages.uploadNotFound);
  return row;
}

export async function uploadStatus(db: Database, viewer: Viewer, id: string): Promise<MediaUpload> {
  return toUploadWire(db, await ownUpload(db, viewer, id));
}

/** A chunk at an offset other than the acknowledged one: the answer names where the client must resume. */
export class OffsetMismatch extends Error {
  constructor(readonly upload: MediaUpload) {
    super(messages.uploadOffsetMismatch);
  }
}

// One chunk at a time per upload in this process, so two requests never write or count the same bytes.
const running = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(id: string, job: () => Promise<T>): Promise<T> {
  const before = running.get(id) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(job);
  running.set(id, mine);
  try {
    return await mine;
  } finally {
    if (running.get(id) === mine) running.delete(id);
  }
}

/**
 * Takes a chunk starting at `offset`. Bytes the server already has are acknowledged without being written again;
 * a chunk beyond the acknowledged offset is refused with that offset (OffsetMismatch). The last byte completes the
 * upload. Answers the upload after the chunk.
 */
export function putChunk(db: Database, storage: MediaStorage, viewer: Viewer, id: string, offset: number, bytes: Buffer): Promise<MediaUpload> {
  return oneAtATime(id, async () => {
    let row = await ownUpload(db, viewer, id);
    const fits = !row.mediaItemId && offset <= row.received && bytes.length > 0 && offset + bytes.length <= row.size;
    const fresh = fits ? bytes.subarray(row.received - offset) : Buffer.alloc(0);
    await storage.staging.note(id, offset, bytes.length, fresh.length);
    if (row.mediaItemId) return toUploadWire(db, row);
    // Every byte is in but the upload did not complete (its bytes were refused): completing again answers why.
    if (row.received === row.size) return toUploadWire(db, await complete(db, storage, row));
    if (offset > row.received) throw new OffsetMismatch(await toUploadWire(db, row));
    if (!fits) throw new HttpError(400, messages.badRequest, 'The chunk does not fit the file.');
    if (fresh.length > 0) {
      await storage.staging.write(id, row.received, fresh);
      const received = row.received + fresh.length;
      await db.update(mediaUploads).set({ received }).where(eq(mediaUploads.id, id));
      row = { ...row, received };
    }
    if (row.received === row.size) row = await complete(db, storage, row);
    return toUploadWire(db, row);
  });
}

/** The real kind by magic bytes, which must be the kind its name claims; anything else is not supported. */
async function sniffStaged(storage: MediaStorage, row: UploadRow): Promise<SniffedMedia> {
  const head = await storage.staging.head(row.id, SNIFF_BYTES).catch(() => null);
  if (!head) throw new HttpError(422, messages.uploadFailed);
  const sniffed = sniffMedia(head);
  if (!sniffed || sniffed.mediaType !== mediaTypeOfFileName(row.fileName)) {
    await storage.staging.removeData(row.id);
    throw new HttpError(422, messages.fileFormatUnsupported);
  }
  return sniffed;
}

/** Stores the file (and an image's variants) through the adapter and records the media item, complete. */
async function complete(db: Database, storage: MediaStorage, row: UploadRow): Promise<UploadRow> {
  const sniffed = await sniffStaged(storage, row);
  const file = await storage.staging.dataFile(row.id);
  const base = crypto.randomBytes(16).toString('base64url');
  const name = `${base}.${sniffed.ext}`;
  const image =
    sniffed.mediaType === 'image'
      ? await storeImageVariants(storage.media, file, sniffed.ext, base).catch(async () => {
          await storage.staging.removeData(row.id);
          throw new HttpError(422, messages.fileFormatUnsupported);
        })
      : null;
  await storage.media.put(name, { file });
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
    const [done] = await tx
      .update(mediaUploads)
      .set({ mediaItemId: item!.id, completedAt: new Date() })
      .where(eq(mediaUploads.id, row.id))
      .returning();
    return done!;
  });
}
