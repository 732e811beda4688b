// IndexedDB's key order in plain JS, and Dexie's key bounds, for the page's reader of the mirror.

/** The lowest key, as Dexie's `Dexie.minKey`: with `maxKey`, a compound index's whole span for one leading value. */
export const minKey = -Infinity;
/** The highest key, as Dexie's `Dexie.maxKey` where arrays in arrays are valid keys (every browser the app runs on). */
export const maxKey: IDBValidKey = [[]];

const rank = (k: unknown): number => (typeof k === 'number' ? 1 : k instanceof Date ? 2 : typeof k === 'string' ? 3 : Array.isArray(k) ? 5 : 4);

/**
 * `indexedDB.cmp` without a call into the browser (numbers < dates < strings < binary < arrays): change notices are
 * matched against every live query's reads, many keys each. Binary keys and invalid ones go to the browser, which throws
 * for the latter.
 */
export function cmp(a: unknown, b: unknown): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 4) return indexedDB.cmp(a, b);
  if (ra === 5) {
    const x = a as unknown[];
    const y = b as unknown[];
    for (let i = 0; i < x.length && i < y.length; i++) {
      const c = cmp(x[i], y[i]);
      if (c) return c;
    }
    return x.length - y.length;
  }
  const x = ra === 2 ? +(a as Date) : (a as string | number);
  const y = ra === 2 ? +(b as Date) : (b as string | number);
  return x < y ? -1 : x > y ? 1 : 0;
}
