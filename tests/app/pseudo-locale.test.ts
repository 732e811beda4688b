// The pseudo-language: every word of ours accented and bracketed, placeholders kept, so a journey can tell untranslated words.
import { describe, expect, it } from 'vitest';
import { pseudoText, pseudoWords } from '../../src/i18n/pseudo-locale';

describe('pseudo-language', () => {
  it('brackets and accents a text and keeps its placeholders for i18next to fill', () => {
    expect(pseudoText('Saved {time}')).toBe('⟦Sávéd {time}⟧');
    expect(pseudoText('{count} waiting to send')).toBe('⟦{count} wáítíñg tó séñd⟧');
  });
  it('turns a nested language file, keys kept', () => {
    expect(pseudoWords({ nav: { main: 'Main' }, n_one: 'One', n_other: 'Many' })).toEqual({ nav: { main: '⟦Máíñ⟧' }, n_one: '⟦Óñé⟧', n_other: '⟦Máñý⟧' });
  });
});
