// The pseudo-language journeys read the app in (docs/architecture.md, "Strings and languages"): English words accented and bracketed, so any word left plain was never translated.

/** A private-use tag: no member's browser asks for it, and only a page a test server marked may speak it. */
export const PSEUDO_LANGUAGE = 'qps';
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', y: 'ý', Y: 'Ý', n: 'ñ', c: 'ç' };

/** One text: letters outside `{placeholders}` accented, the whole in brackets. */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{[^}]*\})/);
  return PSEUDO_OPEN + parts.map((p) => (p.startsWith('{') ? p : p.replace(/[aeiouyncAEIOUY]/g, (c) => accents[c] ?? c))).join('') + PSEUDO_CLOSE;
}

/** A language file (nested keys) made pseudo, keys kept. */
export function pseudoWords(words: unknown): unknown {
  if (typeof words === 'string') return pseudoText(words);
  if (words && typeof words === 'object') return Object.fromEntries(Object.entries(words).map(([k, v]) => [k, pseudoWords(v)]));
  return words;
}
