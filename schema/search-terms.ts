// Search's modes and limits; zod-free, so the search screens use them without the contract's validators.

/** `folders`: the library (folders, articles, assets), offered where configuration folder_search_enabled is on. */
export const searchModes = ['posts', 'members', 'groups', 'folders'] as const;
export type SearchMode = (typeof searchModes)[number];

export const SEARCH_PAGE_SIZE = 15;
/** Longer queries add nothing a member would type and cost the index work. */
export const SEARCH_QUERY_MAX = 100;
