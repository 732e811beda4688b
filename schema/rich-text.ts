// Articles' rich text: one allow-list read into a tree of safe nodes, by the server on write and by the app before display.
/**
 * The reader is a small tokenizer, not a browser parser: whatever it cannot read as an allowed tag is text. Its
 * output is a tree that only ever holds allowed elements, allowed attributes with checked URLs, and decoded text,
 * so whoever renders it (the server's serialiser, the app's React elements) never passes markup through.
 */

export type RichNode = { text: string } | RichElement;
export interface RichElement {
  tag: AllowedTag;
  attrs: Partial<Record<string, string>>;
  children: RichNode[];
}

const allowed = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  figure: [],
  figcaption: [],
  pre: [],
  code: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
} as const satisfies Record<string, readonly string[]>;
export type AllowedTag = keyof typeof allowed;

export const voidTags: ReadonlySet<string> = new Set(['br', 'hr', 'img']);
/** Dropped with everything inside them: code, styles, frames, forms and foreign content. */
const droppedWithContent = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed',
  'noframes', 'textarea', 'title', 'xmp', 'plaintext', 'svg', 'math', 'select', 'option', 'head', 'form', 'button',
  'input', 'audio', 'video', 'canvas', 'link', 'meta', 'base',
]);
/** Elements whose content a browser reads as raw text: their end is found by name, not by parsing. */
const rawText = new Set(['script', 'style', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title', 'xmp', 'plaintext']);

/** Foreign content and the HTML start tags that end it in a browser's parser. */
const foreign = new Set(['svg', 'math']);
const breakout = new Set([
  'b', 'big', 'blockquote', 'body', 'br', 'center', 'code', 'dd', 'div', 'dl', 'dt', 'em', 'embed', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'head', 'hr', 'i', 'img', 'li', 'listing', 'menu', 'meta', 'nobr', 'ol', 'p', 'pre', 'ruby', 's', 'small', 'span',
  'strong', 'strike', 'sub', 'sup', 'table', 'tt', 'u', 'ul', 'var',
]);

const MAX_DEPTH = 48;
export const RICH_TEXT_MAX = 200_000;

const isAllowed = (tag: string): tag is AllowedTag => Object.prototype.hasOwnProperty.call(allowed, tag);

const named: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', mdash: '—', ndash: '–',
  hellip: '…', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', middot: '·', eacute: 'é', euro: '€', pound: '£',
};

/** Character references decoded as a browser would for the common cases; an unknown one stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * A link's or image's address, or null when it may not be used: http(s), mailto for links, or a path on this
 * site (root-relative for images). Browsers ignore whitespace and control characters inside a scheme, so they are removed before checking.
 */
export function safeUrl(value: string, kind: 'link' | 'image'): string | null {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!url) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  // A path of this site: any for links; images from a path only (never a bare word resolved against the page).
  if (scheme === undefined) return url.startsWith('\\') || (kind === 'image' && !url.startsWith('/')) ? null : value.trim();
  const schemes = kind === 'link' ? ['http', 'https', 'mailto'] : ['http', 'https'];
  return schemes.includes(scheme) ? value.trim() : null;
}

function attrValue(tag: AllowedTag, name: string, raw: string): string | null {
  const value = decodeEntities(raw);
  if (name === 'href') return safeUrl(value, 'link');
  if (name === 'src') return safeUrl(value, 'image');
  if (['start', 'colspan', 'rowspan', 'width', 'height'].includes(name)) return /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
  return tag === 'img' || name === 'title' ? value.slice(0, 500) : null;
}

function readAttrs(tag: AllowedTag, source: string): RichElement['attrs'] {
  const attrs: RichElement['attrs'] = {};
  const names = allowed[tag] as readonly string[];
  for (const m of source.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = m[1]!.toLowerCase();
    if (!names.includes(name) || name in attrs) continue;
    const value = attrValue(tag, name, m[2] ?? m[3] ?? m[4] ?? '');
    if (value !== null) attrs[name] = value;
  }
  return attrs;
}

/** Blocks that end an open paragraph, as in a browser. */
const closesParagraph = new Set(['p', 'h2', 'h3', 'h4', 'hr', 'blockquote', 'ul', 'ol', 'pre', 'table', 'figure']);

/** A new paragraph or block ends the open paragraph; a new list item ends the open one of its list. */
function closeImplied(stack: RichElement[], tag: AllowedTag): void {
  const tags = stack.map((e) => e.tag);
  if (closesParagraph.has(tag)) {
    const p = tags.lastIndexOf('p');
    if (p > 0 && !tags.slice(p).some((t) => t === 'table' || t === 'blockquote' || t === 'li')) stack.length = p;
  }
  if (tag === 'li') {
    const li = tags.lastIndexOf('li');
    if (li > 0 && li > Math.max(tags.lastIndexOf('ul'), tags.lastIndexOf('ol'))) stack.length = li;
  }
}

interface Tag {
  /** where the text after it starts */
  end: number;
  /** undefined: a comment, doctype or processing instruction */
  name?: string;
  closing: boolean;
  attrs: string;
  selfClosing: boolean;
}

const NAME = /[a-zA-Z][a-zA-Z0-9-]*/y;

/**
 * The markup starting at `at` (a '<'), or null when it is text. One pass, never looking back: an unclosed quote or
 * tag takes the rest of the input (as a browser drops a tag cut off by the end), so hostile input reads in linear time.
 */
function scanTag(html: string, at: number): Tag | null {
  const next = html[at + 1];
  const upTo = (marker: string, from: number) => {
    const found = html.indexOf(marker, from);
    return found < 0 ? html.length : found + marker.length;
  };
  if (html.startsWith('<!--', at)) return { end: upTo('-->', at + 4), closing: false, attrs: '', selfClosing: false };
  if (next === '!' || next === '?') return { end: upTo('>', at), closing: false, attrs: '', selfClosing: false };
  const closing = next === '/';
  NAME.lastIndex = at + (closing ? 2 : 1);
  const name = NAME.exec(html)?.[0];
  if (name === undefined) return null;
  let i = NAME.lastIndex;
  let afterEquals = false;
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') return { end: i + 1, name: name.toLowerCase(), closing, attrs: html.slice(NAME.lastIndex, i), selfClosing: html[i - 1] === '/' };
    if ((c === '"' || c === "'") && afterEquals) {
      const close = html.indexOf(c, i + 1);
      if (close < 0) break;
      i = close + 1;
      afterEquals = false;
      continue;
    }
    if (c === '=') afterEquals = true;
    else if (!/\s/.test(c)) afterEquals = false;
    i++;
  }
  return { end: html.length, closing, attrs: '', selfClosing: false };
}

/** Reads HTML into the allow-listed tree: unknown elements give their content, dangerous ones nothing. */
export function readRichText(html: string): RichNode[] {
  const root: RichElement = { tag: 'p', attrs: {}, children: [] };
  const stack: RichElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  const pushText = (raw: string) => {
    if (!raw) return;
    const text = decodeEntities(raw);
    const siblings = top().children;
    const last = siblings[siblings.length - 1];
    if (last && 'text' in last) last.text += text;
    else siblings.push({ text });
  };
  let skip: { tag: string; depth: number } | null = null;
  let lower: string | undefined;
  let textFrom = 0;
  let at = html.indexOf('<');
  while (at >= 0) {
    const tag = scanTag(html, at);
    if (!tag) {
      at = html.indexOf('<', at + 1);
      continue;
    }
    if (!skip) pushText(html.slice(textFrom, at));
    textFrom = tag.end;
    at = html.indexOf('<', tag.end);
    const name = tag.name;
    if (name === undefined) continue;
    if (skip) {
      // A dropped element ends at its own end tag, at the end of an element around it, and foreign content (SVG,
      // MathML) also where an HTML element starts (as browsers break out of it); nothing inside it is kept.
      const endsAround = tag.closing && stack.some((e) => e.tag === name);
      const breaksOut = !tag.closing && foreign.has(skip.tag) && breakout.has(name);
      if (!endsAround && !breaksOut) {
        if (name === skip.tag && !tag.selfClosing) skip.depth += tag.closing ? -1 : 1;
        if (skip.depth === 0) skip = null;
        continue;
      }
      skip = null;
    }
    if (droppedWithContent.has(name)) {
      if (tag.closing) continue;
      if (rawText.has(name)) {
        // Its content is text up to its own end tag, whatever it looks like.
        lower ??= html.toLowerCase();
        const end = lower.indexOf(`</${name}`, tag.end);
        textFrom = end < 0 ? html.length : (scanTag(html, end)?.end ?? html.length);
        at = html.indexOf('<', textFrom);
      } else if (!tag.selfClosing) skip = { tag: name, depth: 1 };
      continue;
    }
    if (!isAllowed(name)) continue; // unwrapped: its content stays
    if (tag.closing) {
      const index = stack.map((e) => e.tag).lastIndexOf(name);
      if (index > 0) stack.length = index;
      continue;
    }
    closeImplied(stack, name);
    const element: RichElement = { tag: name, attrs: readAttrs(name, tag.attrs), children: [] };
    if (name === 'img' && !element.attrs.src) continue;
    if (stack.length > MAX_DEPTH) continue;
    top().children.push(element);
    if (!voidTags.has(name)) stack.push(element);
  }
  if (!skip) pushText(html.slice(textFrom));
  return root.children;
}

/** The words of the tree, blocks apart: what full-text search and the device's search read. */
export function richTextWords(nodes: readonly RichNode[]): string {
  const parts: string[] = [];
  const walk = (list: readonly RichNode[]) => {
    for (const node of list) {
      if ('text' in node) parts.push(node.text);
      else {
        if (node.tag === 'img' && node.attrs.alt) parts.push(` ${node.attrs.alt} `);
        walk(node.children);
        if (!voidTags.has(node.tag) || node.tag === 'br') parts.push(' ');
      }
    }
  };
  walk(nodes);
  return parts.join('').replace(/\s+/g, ' ').trim();
}
