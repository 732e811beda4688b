// The current members of the change's chat: its channel hears everything of it (an open chat); each member's own channel hears chat.upsert (the inbox).
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { realtimeChannels } from '../../../schema/realtime';
import { chatMembers } from '../../domains/chats/chat-schema';
import { changes } from '../sync-schema';
import { memberChatIds } from '../../domains/chats/chat-access';
import { membersOfScopes, type AudienceDef } from './audience';

export const chatMembersAudience: AudienceDef = {
  scope: 'chat',
  visibleTo: (userId) => sql`${changes.scopeId} in ${memberChatIds(userId)}`,
  channels: async (db, rows) => {
    // A new message moves the chat's last message and unread counts (chat.upsert comes with it): the inbox hears that.
    const inboxes = rows.filter((r) => r.kind === 'chat.upsert');
    const membersOf = await membersOfScopes(inboxes, (ids) =>
      db
        .select({ id: chatMembers.chatId, userId: chatMembers.userId })
        .from(chatMembers)
        .where(and(inArray(chatMembers.chatId, ids), isNull(chatMembers.leftAt))),
    );
    return rows.map((r) => {
      if (r.scopeId === null) return [];
      const inbox = r.kind === 'chat.upsert' ? membersOf(r.scopeId).map((id) => realtimeChannels.member(id)) : [];
      return [realtimeChannels.chat(r.scopeId), ...inbox];
    });
  },
};
