// A chat message's text cut into plain runs, mentions, hashtags and web links (http or https only), every part shown as text.
import type { TextEntities } from '../../schema/text-entities';
import { safeExternalHref } from './link-preview';
import { textSegments, type TextSegment } from './text-segments';

export type MessageSegment = TextSegment | { kind: 'link'; text: string; href: string };

/** A run of non-space characters starting with http:// or https:// (trailing punctuation is left out of the link). */
const URL_RUN = /https?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]'"]+$/;

function linksIn(text: string): MessageSegment[] {
  const out: MessageSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_RUN)) {
    const raw = match[0].replace(TRAILING, '');
    const href = safeExternalHref(raw);
    if (!href || raw.length === 0) continue;
    const start = match.index;
    if (start > at) out.push({ kind: 'text', text: text.slice(at, start) });
    out.push({ kind: 'link', text: raw, href });
    at = start + raw.length;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

export function messageSegments(body: string, entities: TextEntities): MessageSegment[] {
  return textSegments(body, entities).flatMap((s) => (s.kind === 'text' ? linksIn(s.text) : [s]));
}
