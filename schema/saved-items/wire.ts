// Saved items on the wire: what a member saved (a post, an article or a lesson), when, a summary to list it by, and the two writes.
import { z } from 'zod';
import { clientId, isoDate, numericId, pageMeta, pageRefused } from '../common';
import { saveableTypes, savedItemMessages } from './saved-item-rules';

export const saveableType = z.enum(saveableTypes, { message: savedItemMessages.badType });

/** POST's body and DELETE's path: which item. */
export const savedItemKey = z.object({ saveable_type: saveableType, saveable_id: numericId });

/** The list, newest saved first: ?cursor (opaque, from meta.next). */
export const savedItemsQuery = z.object({ cursor: z.string().max(200).optional(), page: pageRefused });

/** Enough of the item to list it without opening it; the item's own screen reads the rest. */
export const savedItemSummary = z.object({
  /** An article's title, a lesson's name, the start of a post's text. */
  title: z.string(),
  excerpt: z.string(),
  author: z.object({ id: z.number().int(), display_name: z.string(), avatar_url: z.string().nullable() }).nullable(),
  /** Where it lives: a post's group, an article's folder, a lesson's course. */
  place: z.string().nullable(),
  /** A lesson's course (its link needs it); null for the others. */
  course_id: z.number().int().nullable(),
  published_at: isoDate.nullable(),
  /** The plan the item asks for (a premium post); null: open. Absent in older answers and the device's own summaries. */
  required_plan: z.string().nullable().optional(),
  /** The reader lacks `required_plan`: title and excerpt are empty, the item shows a lock. Absent: not locked. */
  locked: z.boolean().optional(),
});
export type SavedItemSummary = z.infer<typeof savedItemSummary>;

export const savedItem = z.object({
  saveable_type: saveableType,
  saveable_id: z.number().int(),
  saved_at: isoDate,
  item: savedItemSummary,
});
export type SavedItem = z.infer<typeof savedItem>;

export const savedItemsPage = z.object({ saved_items: z.array(savedItem), meta: pageMeta });
/** POST's answer: the saved item (201 when new, 200 when it was saved already). */
export const savedItemAnswer = z.object({ saved_item: savedItem });

/** The outbox writes; a save carries the device's summary of the item, shown until the server's arrives. */
export const savedItemCreate = z.object({ kind: z.literal('saved_item.create'), client_id: clientId, body: savedItemKey, item: savedItemSummary });
export const savedItemDelete = z.object({ kind: z.literal('saved_item.delete'), client_id: clientId, body: savedItemKey });
export type SavedItemWrite = z.infer<typeof savedItemCreate> | z.infer<typeof savedItemDelete>;
