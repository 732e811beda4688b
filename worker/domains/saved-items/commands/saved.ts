// engine.saved: save and unsave a post, an article or a lesson (offline through the outbox), and read the list into the mirror.
import { SAVED_ITEMS_PAGING_KEY, savedItemUid, type SaveableType } from '../../../../schema/saved-items/saved-item-rules';
import { savedItemsPage } from '../../../../schema/saved-items/wire';
import type { EngineContext } from '../../../commands/context';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import { pageAfter } from '../../../refused-cursor';
import { summaryOf } from '../item-summary';
import { dropSavedItems, putSavedItems } from '../saved-rows';
import { savedItemsContract } from '../../../../schema/saved-items';

export interface SavedItemRef {
  type: SaveableType;
  id: number;
}

export function savedCommands(ctx: EngineContext) {
  const { db, api, outbox } = ctx;
  const paths = savedItemsContract.apiPaths;

  /** The newest page (the whole truth from its oldest item up), or the next older one when `more`. */
  async function load(more = false): Promise<void> {
    const row = more ? await db.walls.get(SAVED_ITEMS_PAGING_KEY) : undefined;
    if (row?.exhausted === 1) return;
    const userId = await currentUserId(db);
    if (userId === null) return;
    const page = await pageAfter(row?.next_cursor ?? null, (cursor) =>
      api.client.request('GET', paths.accountSavedItems, { query: { cursor: cursor ?? undefined }, schema: savedItemsPage }),
    );
    await writeAsMember(db, userId, async () => {
      if (!more) {
        // What the server no longer lists in the newest page's range (unsaved elsewhere, no longer visible) goes.
        const oldest = page.meta.next === null ? '' : (page.saved_items.at(-1)?.saved_at ?? '');
        const listed = new Set(page.saved_items.map((s) => savedItemUid(s.saveable_type, s.saveable_id)));
        const held = await db.saved_items.where('saved_at').aboveOrEqual(oldest).filter((s) => !s.status && !listed.has(s.uid)).primaryKeys();
        await dropSavedItems(db, held);
      }
      await putSavedItems(db, page.saved_items);
      await db.walls.put({ key: SAVED_ITEMS_PAGING_KEY, next_cursor: page.meta.next, exhausted: page.meta.next ? 0 : 1, fetched_at: Date.now() });
    });
  }

  async function save(ref: SavedItemRef): Promise<void> {
    const item = await summaryOf(db, ref.type, ref.id);
    await outbox.enqueue(db, { kind: 'saved_item.create', body: { saveable_type: ref.type, saveable_id: ref.id }, item });
    ctx.send(false);
  }

  async function unsave(ref: SavedItemRef): Promise<void> {
    await outbox.enqueue(db, { kind: 'saved_item.delete', body: { saveable_type: ref.type, saveable_id: ref.id } });
    ctx.send(false);
  }

  return { load, save, unsave };
}
