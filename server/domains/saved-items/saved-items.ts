// A member's saved items: the list newest saved first (only what they may still see), saving and unsaving, each exactly once per Idempotency-Key.
import { and, desc, eq, sql } from 'drizzle-orm';
import { SAVED_ITEMS_PAGE, savedItemMessages, savedItemUid } from '../../../schema/saved-items/saved-item-rules';
import type { z } from 'zod';
import type { SavedItem, savedItemAnswer, savedItemKey, savedItemsPage, SavedItemSummary } from '../../../schema/saved-items/wire';
import type { Database } from '../../db/connect';
import { HttpError } from '../../core/http-error';
import { idempotentWrite, requestFingerprint, type StoredAnswer } from '../../core/idempotency';
import type { Viewer } from '../sessions/sessions';
import { savedItemsReader, stillVisible, summariesOf } from './saved-item-kinds';
import { decodeSavedItemCursor, encodeSavedItemCursor } from './saved-items-cursor';
import { savedItems, type SavedItemRow } from './saved-items-schema';

type SavedItemKey = z.infer<typeof savedItemKey>;

const toWire = (row: SavedItemRow, item: SavedItemSummary): SavedItem => ({
  saveable_type: row.saveableType,
  saveable_id: row.saveableId,
  saved_at: row.savedAt.toISOString(),
  item,
});

/**
 * GET /api/v2/account/saved_items: the member's own, newest saved first. What they may no longer see is left out in
 * the query (so pages stay full) and its row kept, so it shows again if they regain it.
 */
export async function listSavedItems(db: Database, viewer: Viewer, query: { cursor?: string }): Promise<z.infer<typeof savedItemsPage>> {
  const after = query.cursor === undefined ? null : decodeSavedItemCursor(query.cursor);
  const reader = await savedItemsReader(db, viewer);
  const rows = await db
    .select()
    .from(savedItems)
    .where(
      and(
        eq(savedItems.userId, reader.id),
        stillVisible(reader),
        after
          ? sql`(${savedItems.savedAt}, ${savedItems.saveableType}, ${savedItems.saveableId}) < (${after.savedAt.toISOString()}::timestamptz, ${after.type}::text, ${after.id}::int)`
          : undefined,
      ),
    )
    .orderBy(desc(savedItems.savedAt), desc(savedItems.saveableType), desc(savedItems.saveableId))
    .limit(SAVED_ITEMS_PAGE + 1);
  const page = rows.slice(0, SAVED_ITEMS_PAGE);
  const summaries = await summariesOf(db, reader, page.map((r) => ({ type: r.saveableType, id: r.saveableId })));
  // Lost from sight between the two reads: left out of this page, the cursor still moves past it.
  const shown = page.flatMap((r) => {
    const item = summaries.get(savedItemUid(r.saveableType, r.saveableId));
    return item ? [toWire(r, item)] : [];
  });
  const last = page[page.length - 1];
  const next = rows.length > SAVED_ITEMS_PAGE && last ? encodeSavedItemCursor({ savedAt: last.savedAt, type: last.saveableType, id: last.saveableId }) : null;
  return { saved_items: shown, meta: { next } };
}

const keyOf = (userId: number, key: SavedItemKey) =>
  and(eq(savedItems.userId, userId), eq(savedItems.saveableType, key.saveable_type), eq(savedItems.saveableId, key.saveable_id));

/** The member's row, and whether this call added it; a row unsaved by a concurrent call in between is added again. */
async function saveRow(tx: Database, userId: number, key: SavedItemKey): Promise<{ row: SavedItemRow; added: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [added] = await tx
      .insert(savedItems)
      .values({ userId, saveableType: key.saveable_type, saveableId: key.saveable_id })
      .onConflictDoNothing()
      .returning();
    if (added) return { row: added, added: true };
    const [kept] = await tx.select().from(savedItems).where(keyOf(userId, key));
    if (kept) return { row: kept, added: false };
  }
  throw new Error('saving an item raced unsaving it three times');
}

/** POST: 201 when this call saved it, 200 when it was saved already (the first saved_at stays); 404 for what the member cannot see. */
export function saveItem(db: Database, viewer: Viewer, key: SavedItemKey, idempotencyKey: string | null): Promise<StoredAnswer<z.infer<typeof savedItemAnswer>>> {
  const userId = viewer.user.id;
  const fingerprint = requestFingerprint('POST saved_items', key);
  return idempotentWrite(db, { userId, key: idempotencyKey, fingerprint }, async (tx) => {
    const summaries = await summariesOf(tx, await savedItemsReader(tx, viewer), [{ type: key.saveable_type, id: key.saveable_id }]);
    const item = summaries.get(savedItemUid(key.saveable_type, key.saveable_id));
    if (!item) throw new HttpError(404, savedItemMessages.notFound);
    const { row, added } = await saveRow(tx, userId, key);
    return { status: added ? 201 : 200, body: { saved_item: toWire(row, item) } };
  });
}

/** DELETE: 204 whether or not it was saved, and whether or not the member may still see it (a saved row they lost sight of can go too). */
export function unsaveItem(db: Database, viewer: Viewer, key: SavedItemKey, idempotencyKey: string | null): Promise<StoredAnswer<null>> {
  const userId = viewer.user.id;
  const fingerprint = requestFingerprint('DELETE saved_items', key);
  return idempotentWrite(db, { userId, key: idempotencyKey, fingerprint }, async (tx) => {
    await tx.delete(savedItems).where(keyOf(userId, key));
    return { status: 204, body: null };
  });
}
