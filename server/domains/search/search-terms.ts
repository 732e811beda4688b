// A member's search words: as a PostgreSQL tsquery (every word must match, each also as the start of a longer word), and as a name match.
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { users } from '../account/users-schema';
/** Letters and digits of any script; everything else separates words (and nothing reaches to_tsquery's syntax). */
const WORD = /[\p{L}\p{N}]+/gu;
const MAX_WORDS = 8;

/**
 * `chord prog` -> every word as the start of a word, stemmed as English and as typed: `(chord:* | chord:*) & (prog:* |
 * prog:*)`, the first of each through the English stemmer (documents are English tsvectors), the second as it is. The
 * stemmer changes a partly typed word ('quillworty' -> 'quillworti'), which then no longer begins the longer word when
 * that one is kept unstemmed (a made-up word, a word with digits). Null when nothing searchable is left.
 */
export function prefixTsQuery(q: string): SQL | null {
  const words = (q.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS);
  if (words.length === 0) return null;
  const eachWord = words.map((w) => sql`(to_tsquery('english', ${`${w}:*`}) || to_tsquery('simple', ${`${w}:*`}))`);
  return sql`(${sql.join(eachWord, sql` && `)})`;
}

/** For LIKE patterns: the text with LIKE's own characters taken literally. */
export const likeEscape = (s: string): string => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Members whose name holds the text, or whose username starts with it (a leading @ ignored): search and the directory. */
export function memberNameMatch(q: string): SQL {
  const text = likeEscape(q.trim().replace(/^@/, ''));
  return or(ilike(users.displayName, `%${text}%`), ilike(users.username, `${text}%`))!;
}
