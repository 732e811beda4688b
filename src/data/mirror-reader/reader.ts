// The page's reader of the mirror: typed table handles over one native connection, each bound to the live query that asks for it.
import type { TableSpec } from '../../../schema/mirror/table';
import type { MirrorTableSpec } from '../../../schema/mirror/tables';
import { connector } from './connection';
import { startingReads, type ReadSet } from './reads';
import { Table } from './table';

type TableOf<S> = S extends TableSpec<infer Row, infer Key, string> ? Table<Row, Row[Key] & IDBValidKey> : never;

/** The mirror as the page reads it: Dexie's typed tables (`LocalDb`), read-only. */
export type MirrorDb = { readonly [S in MirrorTableSpec as S['name']]: TableOf<S> } & { table(name: string): Table<unknown> };

export interface MirrorReader {
  /** Called as a live query's querier starts, a handle recording what that query reads; else the shared one. */
  db(): MirrorDb;
}

export function createReader(name: string, version: number, onOutdated: () => void): MirrorReader {
  const opened = connector(name, version, onOutdated);
  const handle = (bound: ReadSet | null): MirrorDb => {
    const tables = new Map<string, Table<unknown>>();
    const table = (t: string) => {
      let found = tables.get(t);
      if (!found) tables.set(t, (found = new Table(opened, name, t, bound)));
      return found;
    };
    // Tables by name on demand: `then` stays undefined so nothing takes a handle for a promise.
    return new Proxy({}, { get: (_, p) => (p === 'table' ? table : typeof p === 'string' && p !== 'then' ? table(p) : undefined) }) as MirrorDb;
  };
  const shared = handle(null);
  const bound = new WeakMap<ReadSet, MirrorDb>();
  return {
    db() {
      const reads = startingReads();
      if (!reads) return shared;
      let found = bound.get(reads);
      if (!found) bound.set(reads, (found = handle(reads)));
      return found;
    },
  };
}
