// Reading one mirror table natively as Dexie's collections do: key ranges in either direction, filters, a limit counted after them.
import { cmp } from './keys';
import type { ReadSet } from './reads';

/** [lowest, highest, lowest left out, highest left out] */
export type KeyRange = [unknown, unknown, boolean, boolean];

export interface Plan<Row> {
  /** '' (or the primary key's name): the primary key */
  index: string;
  /** null: every row the index holds */
  ranges: KeyRange[] | null;
  dir: IDBCursorDirection;
  filters: ((row: Row) => boolean)[];
  max: number;
}

/** A table as the collections read it. */
export interface Target {
  /** `idb://<db>/<table>/`, as Dexie names the table's parts in its change notices */
  readonly prefix: string;
  readonly name: string;
  /** where this read is recorded, asked when the read starts */
  reads(): ReadSet[];
  opened(): Promise<IDBDatabase>;
}

/** A transaction of its own, made where its requests are placed: one made before an await may have committed. */
export const storeOf = (db: IDBDatabase, name: string): IDBObjectStore => db.transaction(name, 'readonly').objectStore(name);

export const request = <T>(req: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** In key order, repeats (anyOf's) and empty ranges dropped, as Dexie; undefined: the whole index. Invalid keys reject. */
function keyRanges(ranges: KeyRange[] | null): (IDBKeyRange | undefined)[] {
  if (!ranges) return [undefined];
  return ranges
    .filter(([lo, hi, lx, hx]) => {
      const c = cmp(lo, hi);
      return c < 0 || (c === 0 && !lx && !hx);
    })
    .sort((a, b) => cmp(a[0], b[0]))
    .filter((r, i, all) => i === 0 || cmp(r[0], all[i - 1]![0]) !== 0)
    .map(([lo, hi, lx, hx]) => IDBKeyRange.bound(lo, hi, lx, hx));
}

function open(t: Target, reads: ReadSet[], store: IDBObjectStore, plan: Plan<unknown>, whole = false) {
  const onKey = plan.index === '' || plan.index === store.keyPath;
  const ranges = keyRanges(plan.ranges);
  for (const r of reads) {
    for (const k of whole ? [undefined] : ranges) {
      if (k) r.add(t.prefix, onKey ? '' : plan.index, k.lower, k.upper);
      else r.add(t.prefix);
    }
  }
  // Rows read through an index are recorded by primary key as well: a change may move one out of the range.
  const seen = (key: unknown) => {
    if (!onKey && plan.ranges) for (const r of reads) r.add(t.prefix, '', key);
  };
  return { source: onKey ? store : store.index(plan.index), ranges, seen };
}

export async function rows<Row>(t: Target, plan: Plan<Row>): Promise<Row[]> {
  const reads = t.reads();
  const store = storeOf(await t.opened(), t.name);
  const { source, ranges, seen } = open(t, reads, store, plan as Plan<unknown>);
  const pass = (row: Row) => plan.filters.every((f) => f(row));
  if (plan.max === Infinity) {
    const all = (await Promise.all(ranges.map((r) => request(source.getAll(r))))).flat() as Row[];
    if (plan.dir === 'prev') all.reverse();
    const key = store.keyPath as string;
    for (const row of all) seen((row as Record<string, unknown>)[key]);
    return all.filter(pass);
  }
  // A limit: walk a cursor, so a feed's newest rows are read without the rest; the limit counts rows that passed.
  const out: Row[] = [];
  if (plan.dir === 'prev') ranges.reverse();
  await new Promise<void>((resolve, reject) => {
    let i = 0;
    const next = (): void => {
      if (i >= ranges.length || out.length >= plan.max) return resolve();
      const req = source.openCursor(ranges[i++], plan.dir);
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const cursor = req.result;
        if (!cursor) return next();
        try {
          seen(cursor.primaryKey);
          if (pass(cursor.value as Row)) out.push(cursor.value as Row);
        } catch (err) {
          return reject(err);
        }
        if (out.length < plan.max) cursor.continue();
        else resolve();
      };
    };
    next();
  });
  return out;
}

export async function countOf<Row>(t: Target, plan: Plan<Row>): Promise<number> {
  if (plan.filters.length) return (await rows(t, plan)).length;
  const reads = t.reads();
  const store = storeOf(await t.opened(), t.name);
  const onKey = plan.index === '' || plan.index === store.keyPath;
  // Counted through an index, no row is read: a row that left the range would be known only by its primary key.
  const { source, ranges } = open(t, reads, store, plan as Plan<unknown>, !onKey);
  const counts = await Promise.all(ranges.map((r) => request(source.count(r))));
  return Math.min(
    counts.reduce((a, b) => a + b, 0),
    plan.max,
  );
}
