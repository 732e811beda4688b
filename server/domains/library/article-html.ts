// An article body as stored: the allow-listed tree of schema/rich-text.ts written back as HTML, and its words for search.
import { readRichText, richTextWords, voidTags, type RichNode } from '../../../schema/rich-text';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;');

function write(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) => {
      if ('text' in node) return escapeText(node.text);
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${escapeAttr(value ?? '')}"`)
        .join('');
      return voidTags.has(node.tag) ? `<${node.tag}${attrs}>` : `<${node.tag}${attrs}>${write(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** What the server stores for a body a host wrote: only allowed markup, every text and value escaped. */
export function cleanArticleBody(html: string): { html: string; text: string } {
  const tree = readRichText(html);
  return { html: write(tree), text: richTextWords(tree) };
}
