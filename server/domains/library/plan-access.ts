// Who may open what in the library: hosts everything (drafts too); members what carries no plan they lack.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { formatMessage, messages } from '../../../schema/messages';
import { isHost } from '../groups/group-admin-access';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

export interface LibraryReader {
  host: boolean;
  /** The plans the reader holds by name. Plans are not sold by this server yet (see user-data.ts): members hold none. */
  held: readonly string[];
}

export const libraryReader = (viewer: Viewer): LibraryReader => ({ host: isHost(viewer), held: [] });

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
