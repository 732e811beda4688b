// Who may open what in the library: hosts everything (drafts too); members what carries no plan they lack (what they hold: payments/holdings.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatMessage, messages } from '../../../schema/messages';
import { isHost } from '../groups/group-admin-access';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';
import type { Database } from '../../db/connect';
import { holdingsOf } from '../payments/holdings';
import { loadConfiguration } from '../configuration/configuration';

export interface LibraryReader {
  host: boolean;
  /** The plans the reader holds by name now (holdingsOf, read once per answer). */
  held: readonly string[];
  /** paywall_lock_enabled off: what the reader lacks the plan of is left out of listings and search, not shown locked. */
  hideLocked?: boolean;
}

/** The reader behind a request: hosts hold every plan; a member what holdingsOf says they hold now. */
export async function libraryReader(db: Database, viewer: Viewer): Promise<LibraryReader> {
  if (isHost(viewer)) return { host: true, held: [] };
  const [held, config] = await Promise.all([holdingsOf(db, viewer.user.id), loadConfiguration(db)]);
  return { host: false, held: held.plans, hideLocked: !config.paywall_lock_enabled };
}

/** Whether a required plan keeps the reader out. */
export const lacks = (reader: LibraryReader, plan: string | null): boolean => plan !== null && !reader.host && !reader.held.includes(plan);

/** The same rule in SQL for a plan column: true when the reader may pass it. */
export function passesPlan(reader: LibraryReader, column: AnyPgColumn | SQL): SQL {
  if (reader.host) return sql`true`;
  if (reader.held.length === 0) return sql`${column} is null`;
  return sql`(${column} is null or ${column} in (${sql.join(
    reader.held.map((p) => sql`${p}`),
    sql`, `,
  )}))`;
}

/** 403 with the plan the paywall asks for when the first plan on the way (root first, the item last) is one the reader lacks. */
export function assertOpen(reader: LibraryReader, plans: readonly (string | null)[]): void {
  const plan = plans.find((p) => lacks(reader, p));
  if (plan === undefined || plan === null) return;
  const error = new HttpError(403, formatMessage(messages.planRequired, { plan }));
  error.extra = { required_plan: plan };
  throw error;
}
