// The delta feed rows of the inbox: what every member of a chat must hear, and what only one member must.
import type { NewChange } from '../../core/changes';

/** The chat changed for all its current members (a message, members, name): one row, whatever the chat's size. */
export const chatForMembers = (chatId: number): NewChange => ({ kind: 'chat.upsert', entityId: chatId, scopeId: chatId });

/** The chat changed for one member only (their read state, archive), or they just joined (their own channel hears it). */
export const chatForMember = (chatId: number, userId: number): NewChange => ({ kind: 'chat.upsert', entityId: chatId, scopeId: chatId, userId });

/** The member left or was removed: their devices forget the chat. */
export const chatGoneFor = (chatId: number, userId: number): NewChange => ({ kind: 'chat.delete', entityId: chatId, scopeId: chatId, userId });

export const messageChange = (kind: 'message.upsert' | 'message.delete', messageId: number, chatId: number): NewChange => ({
  kind,
  entityId: messageId,
  scopeId: chatId,
});
