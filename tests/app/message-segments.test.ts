// How a chat message's text becomes links: web links and mentions, never a script link, the text always whole.
import { describe, expect, it } from 'vitest';
import { messageSegments } from '../../src/lib/message-segments';

const none = { mentions: [], hashtags: [] };

describe('messageSegments', () => {
  it('makes http and https addresses links, leaving the sentence punctuation out', () => {
    expect(messageSegments('See https://example.com/a?b=1, then http://x.test.', none)).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never links a script or data address, and shows the text as written', () => {
    const body = 'javascript:alert(1) data:text/html,<b>x</b> <img src=x onerror=alert(1)>';
    const segments = messageSegments(body, none);
    expect(segments.every((s) => s.kind === 'text')).toBe(true);
    expect(segments.map((s) => s.text).join('')).toBe(body);
  });

  it('keeps mentions the server found, and links in the text around them', () => {
    const body = 'Hi @Noah, look: https://example.com';
    const segments = messageSegments(body, { mentions: [{ start: 3, end: 8, user_id: 7 }], hashtags: [] });
    expect(segments).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@Noah', user_id: 7 },
      { kind: 'text', text: ', look: ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
    ]);
  });
});
