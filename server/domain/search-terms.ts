// A member's search words: as a PostgreSQL tsquery (every word must match, each also as the start of a longer word), and as a name match.
import { ilike, or, type SQL } from 'drizzle-orm';
import { users } from '../db/schema';
/** Letters and digits of any script; everything else separates words (and nothing reaches to_tsquery's syntax). */
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 8;

/** `chord prog` -> `chord:* & prog:*`; null when nothing searchable is left. */
export function prefixTsQuery(q: string): string | null {
  const words = (q.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  return words.length === 0 ? null : words.map((w) => `${w}:*`).join(' & ');
}

/** For LIKE patterns: the text with LIKE's own characters taken literally. */
export const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members whose name holds the text, or whose username starts with it (a leading @ ignored): search and the directory. */
export function memberNameMatch(q: string): SQL {
  const text = likeEscape(q.trim().replace(/^@/, ''));
  return or(ilike(users.displayName, `%${text}%`), ilike(users.username, `${text}%`))!;
}
