// Media items of posts and their resumable uploads: wire shapes, kinds, allowed formats (docs/product.md 3, 5).
import { z } from 'zod';
import { clientId, imageVersions } from './common';

/** What a post can carry; track belongs to lessons. */
export const mediaType = z.enum(['image', 'video', 'document', 'gif', 'track']);
export type MediaType = z.infer<typeof mediaType>;

export const processingState = z.enum(['in_progress', 'complete']);
export type ProcessingState = z.infer<typeof processingState>;

/** A media item as posts carry it: in_progress until its processed file URL exists (docs/product.md 4). */
export const mediaItem = z.object({
  id: z.number().int(),
  media_type: mediaType,
  processing_state: processingState,
  file_url: z.string().nullable(),
  /** Size variants of an image (made by the server); null for other kinds or while processing. */
  versions: imageVersions.nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int().nonnegative(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type MediaItem = z.infer<typeof mediaItem>;

// The allowed formats and sizes live in a zod-free module the app imports (docs/decisions.md: no zod in the app).
export { MEDIA_MAX_BYTES, mediaExtensions, mediaTypeOfFileName, UPLOAD_CHUNK_BYTES } from './media-formats';

/** POST /api/v2/media_uploads (Idempotency-Key: the client id): opens or finds the member's upload of one file. */
export const createUploadBody = z.object({
  client_id: clientId,
  file_name: z.string().trim().min(1).max(255),
  content_type: z.string().max(200),
  /** Empty or too large is refused by the service, naming the file (schema/file-refusals.ts). */
  size: z.number().int().nonnegative(),
});
export type CreateUploadBody = z.infer<typeof createUploadBody>;

/** An upload as the server knows it: how many bytes it has acknowledged, and the media item once complete. */
export const mediaUpload = z.object({
  id: z.string(),
  size: z.number().int(),
  offset: z.number().int(),
  medium: mediaItem.nullable(),
});
export type MediaUpload = z.infer<typeof mediaUpload>;
export const mediaUploadResponse = z.object({ upload: mediaUpload });
export const uploadParams = z.object({ id: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/) });
/** Header of PUT /api/v2/media_uploads/{id}: where the chunk in the body starts. */
export const HEADER_UPLOAD_OFFSET = 'Upload-Offset';
