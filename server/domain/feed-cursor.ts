// The opaque keyset cursor of a feed page: base64url of the last row's created_at and id.
import { messages } from '../../schema/messages';
import { HttpError } from './http-error';

export interface FeedPosition {
  createdAt: Date;
  id: number;
}

const SHAPE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/;

export function encodeFeedCursor(pos: FeedPosition): string {
  return Buffer.from(`${pos.createdAt.toISOString()}|${pos.id}`, 'utf8').toString('base64url');
}

/** Decodes a cursor a client sent back; anything else is a 400. */
export function decodeFeedCursor(cursor: string): FeedPosition {
  const invalid = () => new HttpError(400, messages.invalidCursor);
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  const match = SHAPE.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw invalid();
  const createdAt = new Date(match[1]!);
  const id = Number(match[2]);
  // The round trip refuses dates JavaScript rolls over (02-30); PostgreSQL has no year 0000.
  if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== match[1] || createdAt.getUTCFullYear() < 1) throw invalid();
  if (id > 2_147_483_647) throw invalid();
  return { createdAt, id };
}
