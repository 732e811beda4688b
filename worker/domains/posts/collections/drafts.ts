// The hand-over from a draft to its canonical row (the ids themselves: schema/mirror/draft-rows.ts).
import type { LocalDb } from '../../../../schema/local-db';
import { draftUid } from '../../../../schema/mirror/draft-rows';

/** The server's rows carry the client id they were written with: those drafts and their outbox entries are done. */
export async function dropDelivered(db: LocalDb, table: 'posts' | 'comments', rows: { client_id: string | null }[]): Promise<void> {
  const clientIds = rows.flatMap((r) => (r.client_id ? [r.client_id] : []));
  if (clientIds.length === 0) return;
  await db.table(table).bulkDelete(clientIds.map(draftUid));
  await db.outbox.where('client_id').anyOf(clientIds).delete();
  // A post's attachments are on the server with it: their bytes go.
  if (table === 'posts') await db.uploads.where('post_client_id').anyOf(clientIds).delete();
}
