// An image stored through the media adapter with its small and large variants (sharp): the URLs and displayed dimensions.
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
