// Finds the mentions (@username of an existing, active member) and hashtags (#tag) in a post's or comment's text.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TextEntities } from '../../schema/text-entities';
import type { Database } from '../db/connect';
import { users } from '../domains/account/users-schema';

// A mention starts a word: `@` not preceded by a letter, digit, `_`, `.` or `@` (so e-mail addresses are not
// mentions). Usernames are [a-z0-9_.]; a trailing dot ends the sentence, not the name.
const MENTION = /(?<![\p{L}\p{N}_.@])@([A-Za-z0-9_.]*[A-Za-z0-9_])/gu;
// A hashtag starts a word too and holds letters, digits and `_`, at least one of them not a digit (`#1` is a number).
const HASHTAG = /(?<![\p{L}\p{N}_&#])#([\p{L}\p{N}_]*[\p{L}_][\p{L}\p{N}_]*)/gu;
const TAG_MAX = 100;

/**
 * The text's entities. Indices are UTF-16 code units, as JavaScript strings count them (`text.slice(start, end)`
 * is `@name` or `#tag`, the sign included; `end` is exclusive).
 */
export async function findTextEntities(db: Database, text: string): Promise<TextEntities> {
  const found = [...text.matchAll(MENTION)].map((m) => ({ name: m[1]!.toLowerCase(), start: m.index, end: m.index + m[0].length }));
  const names = [...new Set(found.map((f) => f.name))];
  const rows = names.length === 0
    ? []
    : await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(and(inArray(sql`lower(${users.username})`, names), eq(users.state, 'active'), isNull(users.deletedAt)));
  const ids = new Map(rows.map((r) => [r.username.toLowerCase(), r.id]));
  const mentions = found.flatMap((f) => {
    const id = ids.get(f.name);
    return id === undefined ? [] : [{ user_id: id, start: f.start, end: f.end }];
  });
  const hashtags = [...text.matchAll(HASHTAG)]
    .filter((m) => m[1]!.length <= TAG_MAX)
    .map((m) => ({ tag: m[1]!, start: m.index, end: m.index + m[0].length }));
  return { mentions, hashtags };
}
