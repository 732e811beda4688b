// What a page says about itself (OpenGraph, Twitter cards, then <title> and meta description), read from untrusted HTML as plain text.

export interface PageMeta {
  title: string | null;
  description: string | null;
  /** Absolute http(s) URL of the page's image, not yet fetched. */
  imageUrl: string | null;
  siteName: string | null;
  /** The page's own name for itself (og:url, rel=canonical), else where it was fetched from; http(s) only. */
  canonicalUrl: string;
}

export const META_LIMITS = { title: 200, description: 500, siteName: 100, url: 2_000 } as const;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Decodes the character references a meta value uses; anything unknown stays as written (it is shown as text). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});?/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#')) {
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED[lower] ?? whole;
  });
}

/** One line of text: control and invisible formatting characters out, whitespace collapsed, cut at `max` characters. */
function cleanText(raw: string | undefined, max: number): string | null {
  if (raw === undefined) return null;
  const text = decodeEntities(raw)
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('').trimEnd()}…` : text;
}

/** An absolute http(s) URL from a value relative to the page, or null. */
function httpUrl(raw: string | undefined, base: string): string | null {
  if (raw === undefined) return null;
  const value = decodeEntities(raw).trim();
  if (value === '' || value.length > META_LIMITS.url) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(raw: string): Map<string, string> {
  const attrs = new Map<string, string>();
  // The first value of an attribute wins, as in browsers.
  for (const m of raw.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

interface StartTag {
  name: string;
  attrs: Map<string, string>;
  /** Where the markup after the tag begins. */
  end: number;
}

/**
 * The start tags of `markup` in one pass (linear however hostile: a quoted value may hold '>', an unclosed quote
 * runs to the end, as in browsers).
 */
function* startTags(markup: string): Generator<StartTag> {
  const open = /<([a-z][a-z0-9-]*)/gi;
  for (let m = open.exec(markup); m; m = open.exec(markup)) {
    let i = open.lastIndex;
    let quote = '';
    for (; i < markup.length; i++) {
      const c = markup[i];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '>') break;
    }
    yield { name: m[1]!.toLowerCase(), attrs: attributesOf(markup.slice(open.lastIndex, i)), end: i + 1 };
    open.lastIndex = i + 1;
  }
}

/**
 * The head of the document as markup that can hold meta tags: comments, scripts, styles, templates and noscript
 * blocks removed (their text is not the page's metadata), cut at the body.
 */
function headMarkup(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|noscript|textarea|xmp|iframe|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ');
  const body = stripped.search(/<body[\s>]/i);
  return body >= 0 ? stripped.slice(0, body) : stripped;
}

/** The character set a page declares in its first bytes (<meta charset> or http-equiv), if any. */
export function declaredCharset(head: Buffer): string | null {
  const text = head.subarray(0, 2048).toString('latin1');
  return /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_.:-]+)/i.exec(text)?.[1] ?? null;
}

/** Decodes the body with its declared character set, UTF-8 when none is declared or the label is unknown. */
export function decodeHtml(body: Buffer, charset: string | null): string {
  const label = charset ?? declaredCharset(body) ?? 'utf-8';
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Reads the preview's facts from a page's HTML; `pageUrl` is where it was fetched from (relative URLs resolve against it). */
export function parsePageMeta(html: string, pageUrl: string): PageMeta {
  const head = headMarkup(html);
  const meta = new Map<string, string>();
  let canonicalLink: string | undefined;
  let titleTag: string | undefined;
  for (const tag of startTags(head)) {
    if (tag.name === 'meta') {
      const key = (tag.attrs.get('property') ?? tag.attrs.get('name') ?? '').toLowerCase();
      const content = tag.attrs.get('content');
      if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
    } else if (tag.name === 'link' && canonicalLink === undefined) {
      if ((tag.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('canonical')) canonicalLink = tag.attrs.get('href');
    } else if (tag.name === 'title' && titleTag === undefined) {
      const close = head.toLowerCase().indexOf('</title', tag.end);
      titleTag = head.slice(tag.end, close < 0 ? undefined : close).replace(/<[^>]*>/g, ' ');
    }
  }
  const first = (...keys: string[]) => keys.map((k) => meta.get(k)).find((v) => v !== undefined && v.trim() !== '');
  return {
    title: cleanText(first('og:title', 'twitter:title') ?? titleTag, META_LIMITS.title),
    description: cleanText(first('og:description', 'twitter:description', 'description'), META_LIMITS.description),
    imageUrl: httpUrl(first('og:image:secure_url', 'og:image:url', 'og:image', 'twitter:image', 'twitter:image:src'), pageUrl),
    siteName: cleanText(first('og:site_name', 'application-name'), META_LIMITS.siteName),
    canonicalUrl: httpUrl(first('og:url'), pageUrl) ?? httpUrl(canonicalLink, pageUrl) ?? pageUrl,
  };
}
