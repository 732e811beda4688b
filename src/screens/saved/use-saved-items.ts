// Live reads of the member's saved items on the device: the list newest saved first, and whether one item is saved.
import { useLiveQuery } from '../../hooks/use-live-query';
import type { LocalSavedItem } from '../../../schema/saved-items/mirror';
import { savedItemUid } from '../../../schema/saved-items/saved-item-rules';
import type { ItemRef } from '../../app/screen-domain';
import { localDb } from '../../data/local-db';

/** Newest saved first; an unsent save shows at once, an unsent unsave hides its row at once. */
export function useSavedItems(): LocalSavedItem[] | undefined {
  return useLiveQuery(() => localDb().saved_items.orderBy('saved_at').reverse().toArray(), []);
}

/** The item's saved row, null when it is not saved (undefined while the device answers). */
export function useSavedItem(item: ItemRef): LocalSavedItem | null | undefined {
  return useLiveQuery(async () => (await localDb().saved_items.get(savedItemUid(item.type, item.id))) ?? null, [item.type, item.id]);
}
