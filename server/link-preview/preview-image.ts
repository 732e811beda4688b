// A preview's image: fetched by the safe fetcher, decoded and re-encoded by sharp (nothing of the original passes through), stored by the media adapter.
import crypto from 'node:crypto';
import sharp from 'sharp';
import type { MediaAdapter } from '../media/adapter';
import { sniffImageType } from '../media/uploads';
import { safeFetch, type FetchLimits, type Reach, type Wanted } from './safe-fetch';

export const IMAGE_LIMITS: FetchLimits = { maxBytes: 4 * 1024 * 1024, timeoutMs: 5_000, maxRedirects: 3 };

/** The stored image is at most this wide and tall (a card shows it at most 600 px wide). */
export const PREVIEW_IMAGE_BOX = 800;

/** Decoding larger images is refused (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredPreviewImage {
  name: string;
  /** Where a browser fetches it: our server. */
  url: string;
  width: number;
  height: number;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const IMAGE: Wanted = { accept: (type) => IMAGE_TYPES.has(type), acceptHeader: 'image/webp,image/png,image/jpeg,image/gif;q=0.8' };

/** The image's bytes re-encoded within the box, or null when it cannot be had (refused, cut, not a raster image sharp decodes). */
async function fetchAndReencode(imageUrl: string, deps: PreviewImageDeps): Promise<{ data: Buffer; width: number; height: number; ext: string } | null> {
  try {
    const fetched = await safeFetch(imageUrl, { policy: deps.policy, resolver: deps.resolver, limits: deps.limits ?? IMAGE_LIMITS, ...IMAGE });
    // A cut image would decode as half a picture (or not at all): none rather than a broken one.
    if (fetched.truncated) return null;
    const type = sniffImageType(fetched.body);
    if (!type || type.ext === 'tiff') return null;
    const png = type.ext === 'png';
    const pipeline = sharp(fetched.body, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: PREVIEW_IMAGE_BOX, height: PREVIEW_IMAGE_BOX, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (png ? pipeline.png() : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, ext: png ? 'png' : 'jpg' };
  } catch {
    // Refused by the fetcher or undecodable: either way the preview goes without an image.
    return null;
  }
}

export interface PreviewImageDeps extends Reach {
  media: MediaAdapter;
  limits?: FetchLimits;
}

/** Fetches and stores the image; null when there is none to show (a preview without an image is still a preview). */
export async function storePreviewImage(imageUrl: string, deps: PreviewImageDeps): Promise<StoredPreviewImage | null> {
  const image = await fetchAndReencode(imageUrl, deps);
  if (!image) return null;
  const name = `preview-${crypto.randomBytes(16).toString('base64url')}.${image.ext}`;
  await deps.media.put(name, { bytes: image.data });
  return { name, url: deps.media.url(name), width: image.width, height: image.height };
}
