// The HTML a search engine or a link-preview fetcher is answered with: title, description, Open Graph and Twitter card tags, and the same words in the body.

/** What a page preview says; every field plain text or an absolute address, escaped here. */
export interface PagePreview {
  /** The item's own title (og:title); the document's `<title>` is `documentTitle`. */
  title: string;
  documentTitle: string;
  description: string;
  /** Absolute addresses. */
  url: string;
  image: string;
  favicon: string;
  siteName: string;
  type: 'website' | 'article';
  /** A picture of the item itself gets the large card; the community's icon the small one. */
  card: 'summary' | 'summary_large_image';
  /** The language the community speaks first (`available_languages`' first). */
  lang: string;
}

/** The longest description, in characters, as search engines and chat apps show about as much. */
export const DESCRIPTION_MAX = 200;

/** Text made safe inside an element or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Plain text on one line, cut at a word within `max` characters with an ellipsis; control characters and runs of white
 * space become one space. Never splits a surrogate pair.
 */
export function excerpt(text: string, max = DESCRIPTION_MAX): string {
  // eslint-disable-next-line no-control-regex
  const line = text.replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= cut.length / 2 ? atWord : cut).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

/** The whole document: no script, no style, nothing the app's content security policy would refuse. */
export function previewDocument(p: PagePreview): string {
  const head = [
    '<meta charset="utf-8">',
    `<title>${escapeHtml(p.documentTitle)}</title>`,
    meta('name', 'description', p.description),
    `<link rel="canonical" href="${escapeHtml(p.url)}">`,
    `<link rel="icon" href="${escapeHtml(p.favicon)}">`,
    meta('property', 'og:type', p.type),
    meta('property', 'og:site_name', p.siteName),
    meta('property', 'og:title', p.title),
    meta('property', 'og:description', p.description),
    meta('property', 'og:url', p.url),
    meta('property', 'og:image', p.image),
    meta('name', 'twitter:card', p.card),
    meta('name', 'twitter:title', p.title),
    meta('name', 'twitter:description', p.description),
    meta('name', 'twitter:image', p.image),
  ];
  const body = [`<h1>${escapeHtml(p.title)}</h1>`, `<p>${escapeHtml(p.description)}</p>`, `<p><a href="${escapeHtml(p.url)}">${escapeHtml(p.siteName)}</a></p>`];
  return `<!doctype html>\n<html lang="${escapeHtml(p.lang)}">\n<head>\n${head.join('\n')}\n</head>\n<body>\n${body.join('\n')}\n</body>\n</html>\n`;
}
