// Laying the posts a page is sending (its echoes) into a wall's rows from the mirror, newest first, each post once.
import type { LocalPost } from '../../schema/local-db';

/** `rows` (newest first) with the wall's echoes the rows do not hold yet, in their place by sort key. */
export function withEchoes(rows: LocalPost[], echoes: LocalPost[], wallKey: string): LocalPost[] {
  const held = new Set(rows.map((r) => r.uid));
  const missing = echoes.filter((e) => e.wall_key === wallKey && !held.has(e.uid));
  if (missing.length === 0) return rows;
  return [...missing, ...rows].sort((a, b) => (a.sort_key < b.sort_key ? 1 : a.sort_key > b.sort_key ? -1 : 0));
}
