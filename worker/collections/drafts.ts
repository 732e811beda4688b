// Row ids shared by server rows and this device's drafts, and the hand-over from a draft to its canonical row.
import type { LocalDb } from '../../schema/local-db';

/** Optimistic rows have no server id yet; this placeholder is never a real id. */
export const PLACEHOLDER_ID = -1;

export const serverUid = (id: number): string => `p${id}`;
export const draftUid = (clientId: string): string => `c${clientId}`;

/** The server's rows carry the client id they were written with: those drafts and their outbox entries are done. */
export async function dropDelivered(db: LocalDb, table: 'posts' | 'comments', rows: { client_id: string | null }[]): Promise<void> {
  const clientIds = rows.flatMap((r) => (r.client_id ? [r.client_id] : []));
  if (clientIds.length === 0) return;
  await db.table(table).bulkDelete(clientIds.map(draftUid));
  await db.outbox.where('client_id').anyOf(clientIds).delete();
  // A post's attachments are on the server with it: their bytes go.
  if (table === 'posts') await db.uploads.where('post_client_id').anyOf(clientIds).delete();
}
