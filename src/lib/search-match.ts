// How the device searches what it holds when the server cannot be asked: every word must start a word of the text.
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a query, lower case, as the server splits them too (letters and digits of any script). */
export function searchWords(q: string): string[] {
  return (q.toLowerCase().match(WORD) ?? []).slice(0, 8);
}

/** True when each query word begins some word of `text` ("chor" finds "chorus"); no words finds nothing. */
export function matchesWords(text: string, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  const own = text.toLowerCase().match(WORD) ?? [];
  return words.every((w) => own.some((o) => o.startsWith(w)));
}
