// The saved items' rows from the server's answers, held beneath the member's unsent saves and unsaves.
import type { LocalDb } from '../../../schema/local-db';
import { savedItemUid } from '../../../schema/saved-items/saved-item-rules';
import type { LocalSavedItem } from '../../../schema/saved-items/mirror';
import type { SavedItem } from '../../../schema/saved-items/wire';
import { dropServerRows, putServerRows } from '../../overlay/rebase';

export const savedRowOf = (s: SavedItem): LocalSavedItem => ({ uid: savedItemUid(s.saveable_type, s.saveable_id), ...s });

/** The server's rows of the list (held beneath any unsent save or unsave of them). */
export const putSavedItems = (db: LocalDb, items: readonly SavedItem[]): Promise<void> => putServerRows(db, 'saved_items', items.map(savedRowOf));

/** The server no longer lists them (unsaved elsewhere, or no longer visible to the member). */
export const dropSavedItems = (db: LocalDb, uids: string[]): Promise<void> => dropServerRows(db, 'saved_items', uids);
