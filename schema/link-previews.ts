// Link previews: the wire shape of a post's preview and the rule that picks the link a post previews.
import { z } from 'zod';

/** A preview's image, stored by our server (never loaded from the linked site by a member's browser). */
export const linkPreviewImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * What the server read from the first link of a post: all plain text (shown as text, never as HTML). `url` is the
 * link as the member wrote it (what the card opens); `canonical_url` is the page's own name for itself.
 */
export const linkPreview = z.object({
  url: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  site_name: z.string().nullable(),
  canonical_url: z.string(),
  image: linkPreviewImage.nullable(),
});
export type LinkPreview = z.infer<typeof linkPreview>;

/** Longer links are not previewed. */
export const LINK_PREVIEW_URL_MAX = 2_000;

/** Punctuation that ends a sentence rather than a link. */
const TRAILING = /[.,;:!?'"»”’]+$/;

/** Cuts what follows a link in prose: trailing punctuation, and a closing bracket the link did not open. */
function trimLink(raw: string): string {
  let url = raw;
  for (;;) {
    const before = url;
    url = url.replace(TRAILING, '');
    for (const [open, close] of [['(', ')'], ['[', ']'], ['{', '}']] as const) {
      if (url.endsWith(close) && url.split(open).length < url.split(close).length) url = url.slice(0, -1);
    }
    if (url === before) return url;
  }
}

/** The first http(s) link in a text, as a preview would fetch it; null when there is none. */
export function firstLinkUrl(text: string): string | null {
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>"'`]+/gi)) {
    const url = trimLink(m[0]);
    if (url.length > LINK_PREVIEW_URL_MAX) continue;
    try {
      const parsed = new URL(url);
      if (parsed.hostname !== '') return url;
    } catch {
      // Not a URL after all (e.g. "http://"): try the next one.
    }
  }
  return null;
}
