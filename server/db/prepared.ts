// Named prepared statements, built once per database handle: the hot reads skip drizzle's statement building and the server's planning.
import type { Database } from './connect';

/**
 * `build(db)` makes the statement (drizzle's `.prepare(name)` with `sql.placeholder`s); the answer gives each database
 * handle its own, built on first use. Only for the handle itself, never a transaction's (a transaction is a new
 * handle each time, so nothing would be reused).
 */
export function preparedStatement<P>(build: (db: Database) => P): (db: Database) => P {
  const built = new WeakMap<Database, P>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
