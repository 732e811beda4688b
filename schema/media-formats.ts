// Which files a post may carry (docs/product.md 5): extensions per kind, the largest file, the upload chunk. Free of zod, so the app can use it.

/** The kinds of media a member attaches to a post (schema/media.ts `mediaType` without lessons' track). */
export type FileMediaType = 'image' | 'video' | 'document' | 'gif';

/**
 * File extensions accepted for post media: the product's list (jpeg, png, tiff, mp4, mpeg, ogg, webm, mov, flv, avi),
 * their common spellings, gif (when gif uploads are enabled) and pdf for documents (docs/decisions.md).
 */
export const mediaExtensions: Record<FileMediaType, readonly string[]> = {
  image: ['jpeg', 'jpg', 'png', 'tiff', 'tif'],
  video: ['mp4', 'mpeg', 'mpg', 'ogg', 'ogv', 'webm', 'mov', 'flv', 'avi'],
  document: ['pdf'],
  gif: ['gif'],
};

/** The kind a file name's extension makes it, or null when the format is not supported. */
export function mediaTypeOfFileName(name: string): FileMediaType | null {
  const ext = name.toLowerCase().split('.').pop() ?? '';
  for (const [type, exts] of Object.entries(mediaExtensions)) if (exts.includes(ext)) return type as FileMediaType;
  return null;
}

/** Largest file a post may carry. */
export const MEDIA_MAX_BYTES = 200 * 1024 * 1024;
/** Chunk size of a resumable upload: small enough to lose little on a cut mobile connection. */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
