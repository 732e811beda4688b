// Builds one link preview: the page fetched safely, its metadata read as text, its image stored by our server.
import type { MediaAdapter } from '../media/adapter';
import { decodeHtml, parsePageMeta } from './page-meta';
import { storePreviewImage, type StoredPreviewImage } from './preview-image';
import { FetchRefused, PAGE_LIMITS, safeFetch, type FetchLimits, type Reach, type Wanted } from './safe-fetch';

/** `policy` says which addresses may be connected to (production: publicAddressesOnly). */
export interface PreviewFetchDeps extends Reach {
  media: MediaAdapter;
  pageLimits?: FetchLimits;
  imageLimits?: FetchLimits;
}

export interface BuiltPreview {
  title: string | null;
  description: string | null;
  siteName: string | null;
  canonicalUrl: string;
  image: StoredPreviewImage | null;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HTML: Wanted = { accept: (type) => HTML_TYPES.has(type), acceptHeader: 'text/html,application/xhtml+xml;q=0.9' };

/** Fetches `url` and reads its preview; throws FetchRefused when there is none to make (refused, not HTML, nothing said). */
export async function buildPreview(url: string, deps: PreviewFetchDeps): Promise<BuiltPreview> {
  const page = await safeFetch(url, { policy: deps.policy, resolver: deps.resolver, limits: deps.pageLimits ?? PAGE_LIMITS, ...HTML });
  // A page cut at the size limit still has its head (where the metadata is) in the part read.
  const meta = parsePageMeta(decodeHtml(page.body, page.charset), page.url);
  if (meta.title === null && meta.description === null) throw new FetchRefused('empty', true, 'no title or description');
  const image = meta.imageUrl ? await storePreviewImage(meta.imageUrl, { policy: deps.policy, resolver: deps.resolver, media: deps.media, limits: deps.imageLimits }) : null;
  return { title: meta.title, description: meta.description, siteName: meta.siteName, canonicalUrl: meta.canonicalUrl, image };
}
