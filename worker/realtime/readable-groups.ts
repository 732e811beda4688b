// A signature of which groups the member may read, as the mirror holds them: when it changes, their channels may have.
import type { LocalDb } from '../../schema/local-db';

export async function readableGroupsSignature(db: LocalDb): Promise<string> {
  const rows = await db.groups.toArray();
  return rows
    .map((g) => `${g.id}:${g.membership_status ?? '-'}`)
    .sort()
    .join(',');
}
