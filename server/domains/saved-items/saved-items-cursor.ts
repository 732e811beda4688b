// The saved items list's keyset cursor: the last row's saved_at and key, sealed opaque like every cursor list's (docs/api-paging.md).
import { messages } from '../../../schema/messages';
import { saveableTypes, type SaveableType } from '../../../schema/saved-items/saved-item-rules';
import { HttpError } from '../../core/http-error';
import { decodeCursor, encodeCursor } from '../../core/opaque-cursor';

/** Where a page ends: saved_at, then the key, all descending (saved_items_list_idx). */
export interface SavedItemPosition {
  savedAt: Date;
  type: SaveableType;
  id: number;
}

export const encodeSavedItemCursor = (pos: SavedItemPosition): string => encodeCursor('saved_items', [pos.savedAt.toISOString(), pos.type, pos.id]);

/** A cursor this server gave out for this list; anything else is the 400 of docs/api-paging.md. */
export function decodeSavedItemCursor(cursor: string): SavedItemPosition {
  const [at, type, id] = decodeCursor('saved_items', cursor, 3) as [string, string, string];
  const invalid = new HttpError(400, messages.invalidCursor);
  const savedAt = new Date(at);
  // The round trip takes only the form toISOString writes; PostgreSQL has no year 0000 (a check is no seal: anyone can build one).
  if (Number.isNaN(savedAt.getTime()) || savedAt.toISOString() !== at || savedAt.getUTCFullYear() < 1) throw invalid;
  const known = saveableTypes.find((t) => t === type);
  if (!known || !/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) throw invalid;
  return { savedAt, type: known, id: Number(id) };
}
