// A signature of the groups the member may read and the chats they belong to, as the mirror holds them: when it changes, their channels may have.
import type { LocalDb } from '../../schema/local-db';

export async function readableChannelsSignature(db: LocalDb): Promise<string> {
  const [groups, chats] = await Promise.all([db.groups.toArray(), db.chats.toArray()]);
  const groupKeys = groups.map((g) => `g${g.id}:${g.membership_status ?? '-'}`);
  // A chat started on this device has no server id yet: it has no channel until the server holds it.
  const chatKeys = chats.flatMap((c) => (c.id ? [`c${c.id}`] : []));
  return [...groupKeys, ...chatKeys].sort().join(',');
}
