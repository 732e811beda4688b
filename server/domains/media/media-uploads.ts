// Resumable uploads of post media: open (once per client id), chunks at offsets from any server process, completed when the last byte is in (media-completion.ts).
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { type CreateUploadBody, type MediaItem, type MediaUpload } from '../../../schema/media';
import { nameRefusal, sizeRefusal } from '../../../schema/file-refusals';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { mediaItems, mediaUploads } from './media-schema';
import type { ChunkStaging } from '../../media/chunk-staging';
import { HttpError } from '../../core/http-error';
import type { StoredAnswer } from '../../core/idempotency';
import { completeUpload, type MediaStorage, type UploadRow } from './media-completion';
import type { Viewer } from '../sessions/sessions';

export type { MediaStorage } from './media-completion';
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
  const refusal = nameRefusal({ name: body.file_name }) ?? sizeRefusal({ name: body.file_name, size: body.size });
  if (refusal) throw new HttpError(422, refusal);
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

/**
 * Stores the chunk's new bytes (which start at the acknowledged offset), then moves the offset on only if no other
 * request moved it meanwhile, here or in another server process on the same database. A request that lost that race
 * drops its part, notes that it wrote nothing, and answers the upload as the winner left it.
 */
async function takeBytes(db: Database, staging: ChunkStaging, row: UploadRow, offset: number, length: number, fresh: Buffer): Promise<UploadRow> {
  const key = await staging.write(row.id, row.received, fresh);
  const [moved] = await db
    .update(mediaUploads)
    .set({ received: row.received + fresh.length })
    .where(and(eq(mediaUploads.id, row.id), eq(mediaUploads.received, row.received), isNull(mediaUploads.mediaItemId)))
    .returning();
  await staging.note(row.id, offset, length, moved ? fresh.length : 0);
  if (moved) return moved;
  await staging.drop(key);
  const [now] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, row.id));
  return now!;
}

/**
 * Takes a chunk starting at `offset`. Bytes the server already has are acknowledged without being written again;
 * a chunk beyond the acknowledged offset is refused with that offset (OffsetMismatch). The last byte completes the
 * upload. Answers the upload after the chunk.
 */
export function putChunk(db: Database, storage: MediaStorage, viewer: Viewer, id: string, offset: number, bytes: Buffer): Promise<MediaUpload> {
  return storage.staging.oneAtATime(id, async () => {
    let row = await ownUpload(db, viewer, id);
    const fits = !row.mediaItemId && offset <= row.received && bytes.length > 0 && offset + bytes.length <= row.size;
    const fresh = fits ? bytes.subarray(row.received - offset) : Buffer.alloc(0);
    if (fresh.length > 0) row = await takeBytes(db, storage.staging, row, offset, bytes.length, fresh);
    else {
      await storage.staging.note(id, offset, bytes.length, 0);
      if (row.mediaItemId) return toUploadWire(db, row);
      // Every byte is in but the upload did not complete (its bytes were refused): completing again answers why.
      if (row.received === row.size) return toUploadWire(db, await completeUpload(db, storage, row));
      if (offset > row.received) throw new OffsetMismatch(await toUploadWire(db, row));
      if (!fits) throw new HttpError(400, messages.badRequest, 'The chunk does not fit the file.');
    }
    if (row.received === row.size && !row.mediaItemId) row = await completeUpload(db, storage, row);
    return toUploadWire(db, row);
  });
}
