// Articles' rich text: the allow-list keeps formatting and safe links, drops every injection payload's active part, and reads hostile input in linear time.
import { describe, expect, it } from 'vitest';
import { readRichText, richTextWords, safeUrl, type RichNode } from '../../schema/rich-text';
import { cleanArticleBody } from '../../server/domains/library/article-html';
import { payloads } from '../../e2e/xss-payload-list';

function* elements(nodes: readonly RichNode[]): Generator<Exclude<RichNode, { text: string }>> {
  for (const node of nodes) {
    if ('text' in node) continue;
    yield node;
    yield* elements(node.children);
  }
}

describe('rich text', () => {
  it('keeps the formatting an article uses', () => {
    const html = '<h2>Title</h2><p>A <strong>bold</strong> and <em>soft</em> <a href="https://example.org/x?a=1&amp;b=2" title="t">link</a>.</p><ul><li>one</li></ul><img src="/uploads/a.png" alt="A" width="20">';
    expect(cleanArticleBody(html).html).toBe(html);
    expect(cleanArticleBody(html).text).toBe('Title A bold and soft link . one A');
  });

  it('closes what was left open, ignores stray ends and unwraps unknown elements', () => {
    expect(cleanArticleBody('<p>one <b>two</p>three</b><div><span>four</span></div>').html).toBe('<p>one <b>two</b></p>threefour');
    expect(cleanArticleBody('a < b && c > d').html).toBe('a &lt; b &amp;&amp; c &gt; d');
  });

  it('keeps what follows a dropped element left open: it ends with the element around it, foreign content where HTML starts', () => {
    expect(cleanArticleBody('<p><math><mi>x</mi></p><p>after</p>').html).toBe('<p></p><p>after</p>');
    // A style left open takes the rest as its text, as in a browser: nothing of it is kept.
    expect(cleanArticleBody('<p><math><mtext><table><mglyph><style><img src=x onerror=alert(1)></p><p>after</p>').html).toBe('<p></p><table></table>');
    expect(cleanArticleBody('<p><svg><g>x</g><p>out</p>').html).toBe('<p></p><p>out</p>');
    expect(cleanArticleBody('<blockquote><object data=x><b>in</b></blockquote>tail').html).toBe('<blockquote></blockquote>tail');
  });

  it.each(payloads)('leaves nothing active of %s', (payload) => {
    const tree = readRichText(`<p>${payload}</p>`);
    for (const el of elements(tree)) {
      expect(['script', 'iframe', 'object', 'embed', 'svg', 'math', 'style', 'form', 'meta', 'base', 'link']).not.toContain(el.tag);
      for (const [name, value] of Object.entries(el.attrs)) {
        expect(name).not.toMatch(/^on|style|srcdoc|formaction/i);
        expect(value ?? '').not.toMatch(/^\s*(javascript|data|vbscript):/i);
      }
    }
    const { html } = cleanArticleBody(payload);
    expect(html).not.toMatch(/<(script|iframe|svg|object|embed|style|meta|base|link|form|input|details|marquee|body)\b/i);
    expect(html).not.toMatch(/\son\w+=/i);
  });

  it('accepts http(s), mailto and site paths only, whatever the spelling of a scheme', () => {
    expect(safeUrl('https://example.org', 'link')).toBe('https://example.org');
    expect(safeUrl('mailto:a@example.org', 'link')).toBe('mailto:a@example.org');
    expect(safeUrl('/posts/1', 'link')).toBe('/posts/1');
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', 'java\u0000script:x', 'data:text/html,x', 'vbscript:x', '\\\\evil']) {
      expect(safeUrl(bad, 'link'), bad).toBeNull();
    }
    expect(safeUrl('mailto:a@example.org', 'image')).toBeNull();
    expect(safeUrl('x', 'image')).toBeNull();
    expect(cleanArticleBody('<a href="&#106;avascript:alert(1)">x</a>').html).toBe('<a>x</a>');
  });

  it('reads hostile bodies up to the longest allowed in time that grows with their length, not its square', () => {
    /**
     * The best of five timings of `reads` reads of `body`, in ms: one slow timing on a busy machine is not the reader's
     * doing. Both sides of a comparison read the same number of characters, so they take about as long as each other
     * when the reader is linear, and the machine's load weighs on them alike.
     */
    const cost = (body: string, reads: number) => {
      let best = Infinity;
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        for (let r = 0; r < reads; r++) readRichText(body);
        best = Math.min(best, performance.now() - started);
      }
      return Math.max(best, 0.05);
    };
    // One body 16x longer against 16 reads of the short one: a linear reader takes about as long (1x), one that
    // backtracks or rescans 16x as long.
    const hostile: [string, number][] = [['<a "', 50_000], ['<p>', 100_000], ['<svg>', 40_000], ['<script>', 40_000], ['x=1 y="2" ', 15_000], ['<a x="', 30_000]];
    for (const [unit, longest] of hostile) {
      const body = (n: number) => (unit.startsWith('x=') ? `<a ${unit.repeat(n)}>` : unit.repeat(n));
      const ratio = cost(body(longest), 1) / cost(body(longest / 16), 16);
      expect(ratio).toBeLessThan(5);
    }
    expect(richTextWords(readRichText('<p>'.repeat(1000) + 'deep'))).toBe('deep');
  });
});
