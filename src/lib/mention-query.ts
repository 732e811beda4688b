// The `@name` or `#tag` being typed at the caret, and putting a picked suggestion in its place.

export interface ActiveToken {
  kind: 'mention' | 'hashtag';
  /** what follows the sign so far */
  query: string;
  /** where the sign is (UTF-16 index) */
  start: number;
  /** the caret */
  end: number;
}

/** The token the caret is in: a sign at the start of a word followed by name characters up to the caret. */
export function activeToken(text: string, caret: number): ActiveToken | null {
  const before = text.slice(0, caret);
  const m = /(^|[^\p{L}\p{N}_.@#&])([@#])([\p{L}\p{N}_.]*)$/u.exec(before);
  if (!m) return null;
  const query = m[3]!;
  if (query.length > 30) return null;
  return { kind: m[2] === '@' ? 'mention' : 'hashtag', query, start: caret - query.length - 1, end: caret };
}

/** The text with the token replaced by `@username ` or `#tag `, and where the caret goes. */
export function applySuggestion(text: string, token: ActiveToken, value: string): { text: string; caret: number } {
  const sign = token.kind === 'mention' ? '@' : '#';
  const rest = text.slice(token.end).replace(/^[\p{L}\p{N}_.]*/u, '');
  const inserted = `${sign}${value}${rest.startsWith(' ') ? '' : ' '}`;
  return { text: text.slice(0, token.start) + inserted + rest, caret: token.start + inserted.length };
}
