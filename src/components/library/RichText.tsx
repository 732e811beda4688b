// An article's body on screen: sanitised by DOMPurify, read through the allow-list again (schema/rich-text.ts) and built
// as React elements, never set as HTML.
import DOMPurify from 'dompurify';
import { createElement, Fragment, type ReactNode } from 'react';
import { readRichText, voidTags, type RichNode } from '../../../schema/rich-text';

const ATTRIBUTE_NAMES: Partial<Record<string, string>> = { colspan: 'colSpan', rowspan: 'rowSpan' };

function render(nodes: readonly RichNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if ('text' in node) return <Fragment key={i}>{node.text}</Fragment>;
    const props: Record<string, unknown> = { key: i };
    for (const [name, value] of Object.entries(node.attrs)) props[ATTRIBUTE_NAMES[name] ?? name] = value;
    if (node.tag === 'a' && typeof props.href === 'string' && !props.href.startsWith('/') && !props.href.startsWith('#')) {
      // Away from the app: a new tab that cannot reach back into this one.
      props.target = '_blank';
      props.rel = 'noopener noreferrer nofollow ugc';
    }
    if (node.tag === 'img') {
      props.loading = 'lazy';
      props.decoding = 'async';
      props.alt ??= '';
    }
    return voidTags.has(node.tag) ? createElement(node.tag, props) : createElement(node.tag, props, ...render(node.children));
  });
}

/**
 * DOMPurify first (the browser's own parser decides what is markup, scripts and handlers go), then the allow-list
 * keeps the few tags and checked links an article may use. Where DOMPurify has no DOM (tests in Node) it is skipped.
 */
function sanitise(html: string): string {
  return DOMPurify.isSupported ? DOMPurify.sanitize(html) : html;
}

/** The body takes the direction of its own words, whatever the page's language. */
export default function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className} dir="auto">{render(readRichText(sanitise(html)))}</div>;
}
