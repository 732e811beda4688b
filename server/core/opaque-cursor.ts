// The opaque cursors of every list paged by ?cursor= (docs/api-paging.md): base64url of a versioned, checked payload, never bare digits.
import { createHash } from 'node:crypto';
import { messages } from '../../schema/messages';
import { HttpError } from './http-error';

/**
 * The payload's form. A later form gets a new version, so a cursor an older server handed out is refused with a 400
 * (the client starts that list again) instead of being read as something else.
 */
const VERSION = 'v1';

/** Which list a cursor continues: one list's cursor sent to another is refused rather than read as a position there. */
export type CursorList = string;

/** A few characters of the payload's hash: an edited cursor is refused, not read as another position. */
const check = (body: string) => createHash('sha256').update(body).digest('base64url').slice(0, 6);

export function encodeCursor(list: CursorList, fields: readonly (string | number)[]): string {
  const body = [VERSION, list, ...fields].join('|');
  return Buffer.from(`${body}|${check(body)}`, 'utf8').toString('base64url');
}

/**
 * The `count` fields of a cursor this server made for `list`. Bare digits get their own message (a page number or a
 * row id sent where this list wants the cursor of `meta.next`); anything else it did not make is `invalidCursor`.
 */
export function decodeCursor(list: CursorList, cursor: string, count: number): string[] {
  if (/^\d+$/.test(cursor)) throw new HttpError(400, messages.cursorNotPageNumber);
  const invalid = new HttpError(400, messages.invalidCursor);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(cursor)) throw invalid;
  const bytes = Buffer.from(cursor, 'base64url');
  // Only the one spelling this server writes: a changed trailing character that decodes to the same bytes is refused too.
  if (bytes.toString('base64url') !== cursor) throw invalid;
  const parts = bytes.toString('utf8').split('|');
  const sum = parts.pop();
  if (parts.length !== count + 2 || parts[0] !== VERSION || parts[1] !== list || sum !== check(parts.join('|'))) throw invalid;
  return parts.slice(2);
}

/** A cursor below (or above) one row id: the lists ordered by id alone. */
export const encodeIdCursor = (list: CursorList, id: number): string => encodeCursor(list, [id]);

export function decodeIdCursor(list: CursorList, cursor: string): number {
  const [id] = decodeCursor(list, cursor, 1);
  if (!/^\d{1,10}$/.test(id!) || Number(id) > 2_147_483_647) throw new HttpError(400, messages.invalidCursor);
  return Number(id);
}
