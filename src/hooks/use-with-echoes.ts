// A wall's rows with this page's echoes of posts just sent laid in, until the mirror's own rows hold them (src/data/post-echoes.ts).
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { LocalPost } from '../../schema/local-db';
import { currentEchoes, dropEcho, subscribeEchoes } from '../data/post-echoes';
import { withEchoes } from '../lib/with-echoes';

/**
 * The posts of a wall, newest first, with this page's echoes for it laid in where the mirror's rows (newest first)
 * do not hold them yet; an echo whose row has arrived is forgotten.
 */
export function useWithEchoes(rows: LocalPost[] | undefined, wallKey: string): LocalPost[] | undefined {
  const all = useSyncExternalStore(subscribeEchoes, currentEchoes);
  useEffect(() => {
    if (!rows || all.length === 0) return;
    const held = new Set(rows.map((r) => r.uid));
    for (const e of all) if (held.has(e.uid)) dropEcho(e.uid);
  }, [rows, all]);
  return useMemo(() => rows && withEchoes(rows, all, wallKey), [rows, all, wallKey]);
}
