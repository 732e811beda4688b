// What every route module receives from buildApp.
import type { Database } from '../db/connect';

export interface RouteDeps {
  db: Database;
}
