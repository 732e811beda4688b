// Dexie's Collection and WhereClause as the page uses them, read-only: a chain names the rows, toArray/count/first/each read them.
import { countOf, rows, type KeyRange, type Plan, type Target } from './scan';

export class Collection<Row> {
  private readonly plan: Plan<Row>;

  constructor(
    private readonly target: Target,
    index: string,
    ranges: KeyRange[] | null,
  ) {
    this.plan = { index, ranges, dir: 'next', filters: [], max: Infinity };
  }

  /** As Dexie, the chain's calls change this collection and return it. */
  filter(fn: (row: Row) => boolean): this {
    this.plan.filters.push(fn);
    return this;
  }

  reverse(): this {
    this.plan.dir = this.plan.dir === 'next' ? 'prev' : 'next';
    return this;
  }

  /** Counts rows that pass the filters, wherever it stands in the chain. */
  limit(n: number): this {
    this.plan.max = n;
    return this;
  }

  toArray(): Promise<Row[]> {
    return rows(this.target, this.plan);
  }

  count(): Promise<number> {
    return countOf(this.target, this.plan);
  }

  async first(): Promise<Row | undefined> {
    return (await this.limit(1).toArray())[0];
  }

  async each(fn: (row: Row) => void): Promise<void> {
    for (const row of await this.toArray()) fn(row);
  }
}

export class WhereClause<Row> {
  constructor(
    private readonly target: Target,
    private readonly index: string,
  ) {}

  private of(ranges: KeyRange[]): Collection<Row> {
    return new Collection<Row>(this.target, this.index, ranges);
  }

  equals(key: IDBValidKey): Collection<Row> {
    return this.of([[key, key, false, false]]);
  }

  /** Dexie's defaults: the lower bound in, the upper one out. */
  between(lower: IDBValidKey, upper: IDBValidKey, includeLower = true, includeUpper = false): Collection<Row> {
    return this.of([[lower, upper, !includeLower, !includeUpper]]);
  }

  /** In index order whatever order the keys are given in; one array stands for its items, as in Dexie. */
  anyOf(keys: readonly IDBValidKey[]): Collection<Row>;
  anyOf(...keys: IDBValidKey[]): Collection<Row>;
  anyOf(...keys: unknown[]): Collection<Row> {
    const list = (keys.length === 1 && Array.isArray(keys[0]) ? keys[0] : keys) as unknown[];
    return this.of(list.map((k) => [k, k, false, false]));
  }
}
