// The saved items contract: the member's list of saved posts, articles and lessons, its two writes, its screen and its mirror table.
import { contractTable, defineContract } from '../contract';
import { savedItemsTable } from './mirror';
import type { SavedItemWrite } from './wire';

export const savedItemsContract = defineContract<SavedItemWrite>()({
  name: 'saved-items',
  apiPaths: {
    /** GET the list (?cursor), POST {saveable_type, saveable_id} saves (idempotent). */
    accountSavedItems: '/api/v2/account/saved_items',
    /** DELETE unsaves (idempotent). */
    accountSavedItem: '/api/v2/account/saved_items/:saveable_type/:saveable_id',
  },
  routes: { saved: { path: '/saved', access: 'member', scroll: 'keep' } },
  tables: [contractTable(savedItemsTable, 17)],
  writes: {
    'saved_item.create': { method: 'POST', path: 'accountSavedItems', replayable: true },
    'saved_item.delete': { method: 'DELETE', path: 'accountSavedItem', replayable: true },
  },
});
