// Offset cursors of the course lists: `page` is the offset a previous page's meta.next gave; one row beyond tells if more follow.
export function offsetWindow(page: string | undefined, size: number): { limit: number; offset: number } {
  return { limit: size + 1, offset: page === undefined ? 0 : Math.min(Number(page), 1_000_000) };
}

/** The page's rows and the cursor of the next page (null at the end). */
export function offsetPage<T>(rows: T[], window: { limit: number; offset: number }): { rows: T[]; next: string | null } {
  const size = window.limit - 1;
  return { rows: rows.slice(0, size), next: rows.length > size ? String(window.offset + size) : null };
}
