// How a mirror table is declared: its name, its Dexie indexes (primary key first) and whether it holds member data.
export interface TableSpec<Row, Key extends keyof Row & string, Name extends string = string> {
  name: Name;
  /** Dexie's index syntax; the first entry is the primary key (`&uid`, `++seq`). */
  indexes: string;
  /** Wiped at sign-out: everything but the startup facts in kv belongs to the member who was signed in. */
  memberData: boolean;
  /** Type carriers only, never set. */
  readonly row?: Row;
  readonly key?: Key;
}

export function defineTable<Row, Key extends keyof Row & string>() {
  return <Name extends string>(name: Name, indexes: string, memberData = true): TableSpec<Row, Key, Name> => ({
    name,
    indexes,
    memberData,
  });
}

/** Local delivery state of a row the member wrote; absent on rows the server gave us. */
export type LocalStatus = 'pending' | 'failed';
