// Lists paged by number (?page=N, 1 first): the rows to ask for (one more than a page), and the page with its successor.
/** `limit` and `offset` for page `page` of `size`: one row beyond the page tells whether another follows. */
export const pageWindow = (page: number, size: number) => ({ limit: size + 1, offset: (page - 1) * size });

/** The page's rows out of what `pageWindow` fetched, and the next page number or null. */
export function numberedPage<T>(rows: T[], page: number, size: number): { rows: T[]; next: number | null } {
  return { rows: rows.slice(0, size), next: rows.length > size ? page + 1 : null };
}
