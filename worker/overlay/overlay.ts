// What a write kind declares to be laid over the server's rows: the rows it touches and its pure effect on them (worker/overlay/rebase.ts replays it).
import type { Table } from 'dexie';
import type { LocalDb, TableName } from '../../schema/local-db';

export type RowKey = string | number;

/** A row of the mirror as its table holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RowOf<T extends TableName> = LocalDb[T] extends Table<infer R, any, any> ? R : never;

/**
 * A row a write touches: by its primary key, or every row whose `index` holds `value` (and `filter` accepts), such as
 * the row a create made whatever uid it has now (`client_id`) or a course's lessons (`course_id`).
 */
export type RowRef =
  | { table: TableName; key: RowKey }
  | { table: TableName; index: string; value: RowKey; filter?: (row: never) => boolean };

export interface Slot {
  table: TableName;
  key: RowKey;
}

/** A touched row as it shows before (in `apply`'s input) or after the write; `row` absent: no row. */
export interface Laid extends Slot {
  row: unknown;
}

/** An unsent write as `apply` sees it: the mutation and its entry's state (a refused write stays laid over, marked). */
export interface Write<M> {
  mutation: M;
  client_id: string;
  status: 'pending' | 'failed';
  error?: string;
  /** When it was made: the time an effect records (an enrolment's date), the same at every replay. */
  created_at: number;
}

export interface Overlay<M> {
  rows(m: M): RowRef[];
  /** Pure: the touched rows as they show before this write, as they show after it (an absent row may appear, a row may go). */
  apply(rows: Laid[], w: Write<M>): Laid[];
  /** The effect on one row reads its other rows (a course and its lessons): they are always replayed together. */
  joint?: boolean;
}

type PerTable<M> = { [T in TableName]?: (row: RowOf<T> | undefined, w: Write<M>) => RowOf<T> | undefined };

/** The common case: each touched row changes on its own, by a function per table. */
export function overlay<M>(rows: (m: M) => RowRef[], perTable: PerTable<M>): Overlay<M> {
  return {
    rows,
    apply: (laid, w) =>
      laid.map((l) => {
        const fn = perTable[l.table] as ((row: unknown, w: Write<M>) => unknown) | undefined;
        return fn ? { ...l, row: fn(l.row, w) } : l;
      }),
  };
}

/** The state of a write as its row shows it (status, error, and the entry to retry or discard). */
export const writeState = (w: Write<unknown>): { status: 'pending' | 'failed'; error?: string; client_id: string } =>
  w.error ? { status: w.status, error: w.error, client_id: w.client_id } : { status: w.status, client_id: w.client_id };
