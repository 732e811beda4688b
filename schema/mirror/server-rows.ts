// The server's rows held beneath the member's unsent writes (worker/overlay/rebase.ts): one row per mirror row a write is laid over.
import { defineTable } from './table';

/** Present only while an unsent write touches the row; what shows in the row's own table is this with the writes applied. */
export interface HeldServerRow {
  /** `<table>:<key>` */
  id: string;
  table: string;
  key: string | number;
  /** What the server last said of the row; absent when it holds none (a write made the row) or the device forgot it. */
  server?: unknown;
  /** The row as the engine last showed it: a row found otherwise in its table was written there by the server's side. */
  shown?: unknown;
  /** 1 while the writes laid over it leave no row to show. */
  hidden: 0 | 1;
}

export const serverRowsTable = defineTable<HeldServerRow, 'id'>()('server_rows', '&id, table');
