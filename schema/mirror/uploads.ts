// Files a member attached on this device (to a post or a message): the bytes as a Blob until the server has them all, then the media item.
import type { MediaItem, MediaType } from '../media';
import { defineTable, type LocalStatus } from './table';

/**
 * One attachment of a post or a message the member wrote (its owner: `post_client_id` or `message_client_id`). `offset` is how many bytes the server acknowledged (an interrupted
 * upload resumes there); `medium` is the server's media item once the upload completed.
 */
export interface LocalUpload {
  /** The upload's own client id (its Idempotency-Key at POST /api/v2/media_uploads). */
  client_id: string;
  /** The post.create entry (client id) this file belongs to. */
  post_client_id?: string;
  /** The message.create entry (client id) this image belongs to (mirror version 14). */
  message_client_id?: string;
  position: number;
  blob: Blob;
  file_name: string;
  content_type: string;
  media_type: Exclude<MediaType, 'track'>;
  size: number;
  upload_id: string | null;
  offset: number;
  medium: MediaItem | null;
  status?: LocalStatus;
  error?: string;
  created_at: number;
}

/** Whose files these are: a post's or a message's (its client id). */
export type UploadOwner = { post_client_id: string } | { message_client_id: string };

export const uploadsTable = defineTable<LocalUpload, 'client_id'>()('uploads', '&client_id, post_client_id, message_client_id, status');
