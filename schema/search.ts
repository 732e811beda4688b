// Search: posts and the library by their words (PostgreSQL full-text), members and groups by name; one call per mode, paged.
import { z } from 'zod';
import { cursorRefused, numberedPageMeta, pageNumber } from './common';
import { group } from './groups';
import { libraryHit } from './library';
import { member } from './members';
import { post } from './posts';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, searchModes, type SearchMode } from './search-terms';

export { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, searchModes, type SearchMode };
export const searchMode = z.enum(searchModes);

/** GET /api/v2/search?q=&mode=&page=: a query of at least one visible character. */
export const searchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for.').max(SEARCH_QUERY_MAX),
  mode: searchMode.default('posts'),
  page: pageNumber(1000),
  cursor: cursorRefused,
});
export type SearchQuery = z.infer<typeof searchQuery>;

/** One mode's page: only that mode's list is present; best matches first (posts: by rank, then newest). */
export const searchAnswer = z.object({
  mode: searchMode,
  posts: z.array(post).optional(),
  members: z.array(member).optional(),
  groups: z.array(group).optional(),
  folders: z.array(libraryHit).optional(),
  meta: numberedPageMeta,
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
