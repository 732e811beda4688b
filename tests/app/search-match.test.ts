// Searching on the device: the words a member typed, each the beginning of a word of the post, any script, any case.
import { describe, expect, it } from 'vitest';
import { matchesWords, searchWords } from '../../src/lib/search-match';

describe('search on the device', () => {
  it('splits a query into words as the server does', () => {
    expect(searchWords('  Chord, PROG!  ')).toEqual(['chord', 'prog']);
    expect(searchWords('café 東京 42')).toEqual(['café', '東京', '42']);
    expect(searchWords('"&|!')).toEqual([]);
  });

  it('needs every word, each at the start of a word of the text', () => {
    const text = 'A new chord progression for the Lighthouse set';
    expect(matchesWords(text, searchWords('chord prog'))).toBe(true);
    expect(matchesWords(text, searchWords('LIGHTHOUSE'))).toBe(true);
    expect(matchesWords(text, searchWords('house'))).toBe(false);
    expect(matchesWords(text, searchWords('chord trombone'))).toBe(false);
    expect(matchesWords(text, [])).toBe(false);
  });
});
