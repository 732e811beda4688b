// The keyset cursor of a list in time order (posts, comments, chats): the last row's created_at and id, sealed opaque (docs/api-paging.md).
import { messages } from '../../schema/messages';
import { HttpError } from './http-error';
import { decodeCursor, encodeCursor, type CursorList } from './opaque-cursor';

export interface FeedPosition {
  createdAt: Date;
  id: number;
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function encodeFeedCursor(list: CursorList, pos: FeedPosition): string {
  return encodeCursor(list, [pos.createdAt.toISOString(), pos.id]);
}

/** Decodes a cursor a client sent back for `list`; anything else is a 400. */
export function decodeFeedCursor(list: CursorList, cursor: string): FeedPosition {
  const [at, id] = decodeCursor(list, cursor, 2) as [string, string];
  const invalid = () => new HttpError(400, messages.invalidCursor);
  if (!ISO.test(at) || !/^\d{1,10}$/.test(id)) throw invalid();
  const createdAt = new Date(at);
  // The round trip refuses dates JavaScript rolls over (02-30); PostgreSQL has no year 0000.
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== at || createdAt.getUTCFullYear() < 1) throw invalid();
  if (Number(id) > 2_147_483_647) throw invalid();
  return { createdAt, id: Number(id) };
}
