// Files stored through the media adapter: an image with its small and large variants (sharp) and displayed dimensions, or any file as sent.
import crypto from 'node:crypto';
import type { MediaAdapter } from './adapter';
import { makeImageVariants } from './image-variants';

export interface StoredImage {
  width: number;
  height: number;
  versions: { small: string; large: string };
  /** The variants' stored names (to remove them again when what they belong to is not kept). */
  names: string[];
}

/** Makes and stores the variants of the image (names from `base`); a picture sharp cannot decode throws. */
export async function storeImageVariants(media: MediaAdapter, image: Buffer, ext: string, base: string): Promise<StoredImage> {
  const made = await makeImageVariants(image, ext);
  const small = `${base}-small.${made.variants.small.ext}`;
  const large = `${base}-large.${made.variants.large.ext}`;
  await media.put(small, { bytes: made.variants.small.bytes });
  await media.put(large, { bytes: made.variants.large.bytes });
  return { width: made.width, height: made.height, versions: { small: media.url(small), large: media.url(large) }, names: [small, large] };
}

/** A fresh unguessable base for a stored file's names. */
export const freshBase = (): string => crypto.randomBytes(16).toString('base64url');

/** Stores bytes under a fresh name (with an image's variants); a picture sharp cannot decode throws. */
export async function storeFile(media: MediaAdapter, bytes: Buffer, ext: string, image: boolean): Promise<{ url: string; image: StoredImage | null }> {
  const base = freshBase();
  const name = `${base}.${ext}`;
  const stored = image ? await storeImageVariants(media, bytes, ext, base) : null;
  await media.put(name, { bytes });
  return { url: media.url(name), image: stored };
}
