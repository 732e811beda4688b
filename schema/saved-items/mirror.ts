// The member's saved items on the device: never swept by retention, gone at sign-out with the rest of the member's data.
import type { LocalStatus } from '../mirror/table';
import { defineTable } from '../mirror/table';
import type { SaveableType } from './saved-item-rules';
import type { SavedItemSummary } from './wire';

export interface LocalSavedItem {
  /** savedItemUid(saveable_type, saveable_id) */
  uid: string;
  saveable_type: SaveableType;
  saveable_id: number;
  saved_at: string;
  item: SavedItemSummary;
  /** Set while the member's save waits or was refused (the overlay's state). */
  status?: LocalStatus;
  error?: string;
  client_id?: string;
}

export const savedItemsTable = defineTable<LocalSavedItem, 'uid'>()('saved_items', '&uid, saved_at');
