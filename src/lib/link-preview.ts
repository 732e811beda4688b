// What of a link preview the card may use: an http(s) link to open, an image only from our own uploads, a site name to show.
import type { LinkPreview } from '../../schema/link-previews';

/** The preview's link when it is http(s); anything else (javascript:, data:, a broken URL) is never made a link. */
export function safeExternalHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** Uploads are served at /uploads/ on this origin (server/media/uploads.ts). */
const OWN_UPLOADS = /^\/uploads\/[\w.-]+$/;

/** The image's address when our server stores it; an image anywhere else is not shown (the browser must not fetch it). */
export function ownImageUrl(image: LinkPreview['image']): string | null {
  return image && OWN_UPLOADS.test(image.url) ? image.url : null;
}

/** The site a preview names, else the link's host (without www.). */
export function previewSite(preview: Pick<LinkPreview, 'site_name' | 'url'>): string {
  if (preview.site_name) return preview.site_name;
  try {
    return new URL(preview.url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
