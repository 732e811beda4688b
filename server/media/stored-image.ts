// Files stored through the media adapter: an image with its small and large variants (sharp) and displayed dimensions, or any file as sent.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { MediaAdapter } from './adapter';
import { makeImageVariants } from './image-variants';

export interface StoredImage {
  width: number;
  height: number;
  versions: { small: string; large: string };
}

/** Makes and stores the variants of the image at `file` (names from `base`); a file sharp cannot decode throws. */
export async function storeImageVariants(media: MediaAdapter, file: string, ext: string, base: string): Promise<StoredImage> {
  const made = await makeImageVariants(file, ext);
  const small = `${base}-small.${made.variants.small.ext}`;
  const large = `${base}-large.${made.variants.large.ext}`;
  await media.put(small, { bytes: made.variants.small.bytes });
  await media.put(large, { bytes: made.variants.large.bytes });
  return { width: made.width, height: made.height, versions: { small: media.url(small), large: media.url(large) } };
}

/** Stores bytes under a fresh name (with an image's variants, made from a file of its own); a picture sharp cannot decode throws. */
export async function storeFile(media: MediaAdapter, bytes: Buffer, ext: string, image: boolean): Promise<{ url: string; image: StoredImage | null }> {
  const base = crypto.randomBytes(16).toString('base64url');
  const name = `${base}.${ext}`;
  if (!image) {
    await media.put(name, { bytes });
    return { url: media.url(name), image: null };
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stored-image-'));
  try {
    const file = path.join(dir, name);
    await fs.writeFile(file, bytes);
    const stored = await storeImageVariants(media, file, ext, base);
    await media.put(name, { file });
    return { url: media.url(name), image: stored };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
