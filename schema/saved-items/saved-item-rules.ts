// Saved items' rules without zod, for the page too: what may be saved, how a saved row is keyed, the words of a refusal.

/** What a member may save: a post, a library article or a course lesson. */
export const saveableTypes = ['Post', 'Article', 'Lesson'] as const;
export type SaveableType = (typeof saveableTypes)[number];

/** A saved row's key on the device: `<saveable_type>:<saveable_id>`. */
export const savedItemUid = (type: SaveableType, id: number): string => `${type}:${id}`;

/** The list's paging row in the mirror's `walls`, written by the engine, read by the Saved screen. */
export const SAVED_ITEMS_PAGING_KEY = 'saved:items';

/** How many saved items a page of the list carries. */
export const SAVED_ITEMS_PAGE = 20;

export const savedItemMessages = {
  badType: 'You can save a post, an article or a lesson',
  notFound: 'This item does not exist or you cannot see it',
} as const;
