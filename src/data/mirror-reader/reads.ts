// What a live query read (tables and key ranges), and whether a change the engine's Dexie announced touches it: Dexie's own rule.
import { cmp } from './keys';

/** A node of Dexie's RangeSet as it arrives over the channel: disjoint key ranges, smaller ones left. Empty: no `from`. */
export interface RangeNode {
  from?: unknown;
  to?: unknown;
  l?: RangeNode | null;
  r?: RangeNode | null;
}

/**
 * Dexie's change notice: `idb://<db>/<table>/<index>` (the primary key's part ends with the slash, deletions without a
 * known row in `:dels`) to the keys the committed writes touched, before and after; `all` when anything may have changed.
 */
export type Changes = Record<string, RangeNode>;

function overlaps(node: RangeNode | null | undefined, lo: unknown, hi: unknown): boolean {
  while (node && 'from' in node) {
    if (cmp(hi, node.from) < 0) node = node.l;
    else if (cmp(lo, node.to) > 0) node = node.r;
    else return true;
  }
  return false;
}

interface TableReads {
  /** read whole (a scan, a count, an order over an index): any change of the table matters */
  all: boolean;
  /** [part, lowest, highest]: a primary key's ('') or an index's keys read */
  ranges: [string, unknown, unknown][];
}

/** The reads of one run of a live query, by `idb://<db>/<table>/`, the prefix of Dexie's parts. */
export class ReadSet {
  readonly tables = new Map<string, TableReads>();

  /** No part: the whole table. */
  add(table: string, part?: string, lo?: unknown, hi: unknown = lo): void {
    let t = this.tables.get(table);
    if (!t) this.tables.set(table, (t = { all: false, ranges: [] }));
    if (part === undefined) t.all = true;
    else t.ranges.push([part, lo, hi]);
  }

  /**
   * As Dexie's live queries: a read key range meets the keys changed in the same part. A write's primary keys always
   * reach the '' part, so rows read through an index are recorded by their primary keys too (a row that left the range).
   */
  touchedBy(changes: Changes): boolean {
    if ('all' in changes) return true;
    try {
      for (const part in changes) {
        const cut = part.lastIndexOf('/') + 1;
        const t = this.tables.get(part.slice(0, cut));
        if (!t) continue;
        if (t.all) return true;
        const name = part.slice(cut);
        for (const [p, lo, hi] of t.ranges) if (p === name && overlaps(changes[part], lo, hi)) return true;
      }
      return false;
    } catch {
      // A key the order cannot place: run again rather than miss a change.
      return true;
    }
  }
}

let starting: ReadSet | null = null;
const running = new Set<ReadSet>();

/** The reads of the querier whose synchronous start runs now: `localDb()` called there answers a handle bound to them. */
export const startingReads = (): ReadSet | null => starting;

/**
 * Where a read through an unbound handle is recorded: every run under way, since the reader cannot tell which querier
 * awaits it (more re-runs than needed, never one too few).
 */
export const runningReads = (): ReadSet[] => [...running];

/** Runs `querier`, recording what it reads into `reads`, until it settles. */
export function runTracked<T>(reads: ReadSet, querier: () => T | Promise<T>): Promise<T> {
  running.add(reads);
  starting = reads;
  let result: Promise<T>;
  try {
    result = Promise.resolve(querier());
  } catch (err) {
    result = Promise.reject(err);
  } finally {
    starting = null;
  }
  return result.finally(() => running.delete(reads));
}
