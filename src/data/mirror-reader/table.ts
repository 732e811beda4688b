// A mirror table on the page, read-only: the part of Dexie's Table the screens use, over a native transaction per read.
import { Collection, WhereClause } from './collection';
import { runningReads, type ReadSet } from './reads';
import { request, storeOf, type Target } from './scan';

export class Table<Row, Key extends IDBValidKey = IDBValidKey> implements Target {
  readonly prefix: string;

  constructor(
    readonly opened: () => Promise<IDBDatabase>,
    dbName: string,
    readonly name: string,
    /** the live query run this handle belongs to; null: whichever runs are under way */
    private readonly bound: ReadSet | null,
  ) {
    this.prefix = `idb://${dbName}/${name}/`;
  }

  reads(): ReadSet[] {
    return this.bound ? [this.bound] : runningReads();
  }

  async get(key: Key): Promise<Row | undefined> {
    for (const r of this.reads()) r.add(this.prefix, '', key);
    return request(storeOf(await this.opened(), this.name).get(key)) as Promise<Row | undefined>;
  }

  /** In the keys' order, undefined where the table has no such row. */
  async bulkGet(keys: readonly Key[]): Promise<(Row | undefined)[]> {
    for (const r of this.reads()) for (const k of keys) r.add(this.prefix, '', k);
    const store = storeOf(await this.opened(), this.name);
    return Promise.all(keys.map((k) => request(store.get(k)))) as Promise<(Row | undefined)[]>;
  }

  /** By an index's name (`'[wall_key+sort_key]'` for a compound one) or the primary key's. */
  where(index: string): WhereClause<Row> {
    return new WhereClause<Row>(this, index);
  }

  orderBy(index: string): Collection<Row> {
    return new Collection<Row>(this, index, null);
  }

  toCollection(): Collection<Row> {
    return new Collection<Row>(this, '', null);
  }

  filter(fn: (row: Row) => boolean): Collection<Row> {
    return this.toCollection().filter(fn);
  }

  toArray(): Promise<Row[]> {
    return this.toCollection().toArray();
  }

  count(): Promise<number> {
    return this.toCollection().count();
  }

  each(fn: (row: Row) => void): Promise<void> {
    return this.toCollection().each(fn);
  }
}
