// Members collection: one card per member; posts and comments refer to it by author_id, so a name change is one row.
import type { LocalDb } from '../../../../schema/local-db';
import type { Member } from '../../../../schema/members';
import { kvGet } from '../../../kv';
import { defineCollection } from '../../../collections/collection';

export const MEMBERS_BUDGET = 5_000;

/** Puts member cards, once per id (a page of posts repeats its authors). */
export async function putMembers(db: LocalDb, members: Member[]): Promise<void> {
  if (members.length === 0) return;
  const seen_at = Date.now();
  const byId = new Map(members.map((m) => [m.id, { id: m.id, display_name: m.display_name, avatar_url: m.avatar_url, seen_at }]));
  await db.members.bulkPut([...byId.values()]);
}

export const members = defineCollection<'member.upsert'>({
  table: 'members',
  changes: {
    'member.upsert': (db, changes) => putMembers(db, changes.map((c) => c.data)),
  },
  retention: {
    budget: MEMBERS_BUDGET,
    // Cards nothing on the device refers to go first, longest unseen first; cards in use always stay.
    async sweep(db, budget) {
      const excess = (await db.members.count()) - budget;
      if (excess <= 0) return 0;
      const inUse = new Set<number>();
      await db.posts.each((p) => void inUse.add(p.author_id));
      await db.comments.each((c) => void inUse.add(c.author_id));
      await db.chats.each((c) => c.member_ids.forEach((id) => inUse.add(id)));
      await db.chat_messages.each((m) => void inUse.add(m.author_id));
      const own = await kvGet(db, 'session');
      if (own) inUse.add(own.user_id);
      const unused = await db.members.orderBy('seen_at').filter((m) => !inUse.has(m.id)).limit(excess).primaryKeys();
      await db.members.bulkDelete(unused);
      return unused.length;
    },
  },
});
