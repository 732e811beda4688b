// A post's or comment's text cut into plain runs, mentions and hashtags by its entities (UTF-16 indices).
import type { TextEntities } from '../../schema/text-entities';

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; text: string; user_id: number }
  | { kind: 'hashtag'; text: string; tag: string };

/** Entities out of range or overlapping an earlier one are ignored: the text always shows in full, as written. */
export function textSegments(body: string, entities: TextEntities): TextSegment[] {
  const marks = [
    ...entities.mentions.map((m) => ({ start: m.start, end: m.end, seg: (text: string): TextSegment => ({ kind: 'mention', text, user_id: m.user_id }) })),
    ...entities.hashtags.map((h) => ({ start: h.start, end: h.end, seg: (text: string): TextSegment => ({ kind: 'hashtag', text, tag: h.tag }) })),
  ].sort((a, b) => a.start - b.start);
  const out: TextSegment[] = [];
  let at = 0;
  for (const m of marks) {
    if (m.start < at || m.end <= m.start || m.end > body.length) continue;
    if (m.start > at) out.push({ kind: 'text', text: body.slice(at, m.start) });
    out.push(m.seg(body.slice(m.start, m.end)));
    at = m.end;
  }
  if (at < body.length) out.push({ kind: 'text', text: body.slice(at) });
  return out;
}
