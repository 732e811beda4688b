// The inbox: private and group chats and their messages, our own calls (docs/api-chats.md), docs/product.md 2.1, 2.5, 5.
import { z } from 'zod';
import { clientId, isoDate, numericId, pageMeta, pageRefused } from './common';
import { CHAT_MAX_MEMBERS, CHAT_NAME_MAX, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MESSAGE_BODY_MAX } from './constants';
import { mediaItem } from './media';
import { member } from './members';
import { messages } from './messages';
import { textEntities } from './text-entities';

/** `private`: two members, one chat per pair (starting it again answers the same chat); `group`: named, 2 to 100 members. */
export const chatKind = z.enum(['private', 'group']);
export type ChatKind = z.infer<typeof chatKind>;

/** A message as its chat's members see it. A deleted message is gone (`message.delete`), not kept as a shell. */
export const chatMessage = z.object({
  id: z.number().int(),
  /** The Idempotency-Key its author's device sent: the device matches its optimistic row by it. */
  client_id: z.string().nullable(),
  chat_id: z.number().int(),
  author: member,
  /** Plain text; links and mentions are found in it (`text_entities`, as in posts), rendered as links. */
  body: z.string(),
  text_entities: textEntities,
  /** Images only (at most POST_MAX_IMAGES), uploaded like a post's (POST /api/v2/media_uploads). */
  media: z.array(mediaItem),
  created_at: isoDate,
  /** Set by an edit; an edit is allowed only within MESSAGE_EDIT_WINDOW_SECONDS of created_at, by the author. */
  edited_at: isoDate.nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** A chat as one member sees it: `unread_count`, `last_read_message_id` and `archived` are that member's. */
export const chat = z.object({
  id: z.number().int(),
  /** The creating device's Idempotency-Key: the device matches its optimistic row by it. */
  client_id: z.string().nullable(),
  kind: chatKind,
  /** Group chats: the name its members gave it (null: shown as the members' names); private chats: null. */
  name: z.string().nullable(),
  /** The current members, the viewer among them, in the order they joined. */
  members: z.array(member),
  /** Who started it: for a group chat, the one who may rename it and remove others (anyone may add and leave). */
  created_by: z.number().int(),
  last_message: chatMessage.nullable(),
  /** Messages by others after `last_read_message_id`. */
  unread_count: z.number().int().min(0),
  last_read_message_id: z.number().int().nullable(),
  archived: z.boolean(),
  created_at: isoDate,
  /** The last message's time, else created_at: the inbox orders by it, newest first. */
  last_activity_at: isoDate,
});
export type Chat = z.infer<typeof chat>;

const memberIds = z.array(numericId).min(1, messages.chatNoMembers).max(CHAT_MAX_MEMBERS - 1, messages.chatTooManyMembers);
const chatName = z.string().trim().max(CHAT_NAME_MAX, messages.chatNameTooLong);

/**
 * POST /api/v2/chats. One other member and no name: their private chat (the existing one if any, 200; new 201).
 * Several members, or a name: a new group chat. Refused: a member who blocked the caller (or whom the caller blocked),
 * a non-friend when `friends_messaging_enabled` (friends: members who follow each other), a disabled or unknown member.
 */
export const createChatBody = z.object({
  user_ids: memberIds,
  name: chatName.optional(),
});
export type CreateChatBody = z.infer<typeof createChatBody>;

/** PATCH /api/v2/chats/{id}: a group chat's name (its creator; empty clears it). */
export const renameChatBody = z.object({ name: chatName });
export type RenameChatBody = z.infer<typeof renameChatBody>;

/** POST /api/v2/chats/{id}/members: adds members to a group chat (any member of it; the total stays within CHAT_MAX_MEMBERS). */
export const addChatMembersBody = z.object({ user_ids: memberIds });
export type AddChatMembersBody = z.infer<typeof addChatMembersBody>;

/** PUT /api/v2/chats/{id}/read: the member has read up to this message (never moves back). */
export const readChatBody = z.object({ message_id: numericId });
export type ReadChatBody = z.infer<typeof readChatBody>;

const messageText = z.string().trim().max(MESSAGE_BODY_MAX, messages.messageTooLong);

/** POST /api/v2/chats/{id}/messages (Idempotency-Key: the client id). Text, images, or both; never neither. */
/** The fields of a new message; the outbox entry holds them unrefined (its images' media ids come when they are uploaded). */
export const messageBodyFields = z.object({
  body: messageText.default(''),
  media_ids: z.array(z.number().int().positive()).max(5).default([]),
});
export const createMessageBody = messageBodyFields.refine((b) => b.body !== '' || b.media_ids.length > 0, { message: messages.messageEmpty, path: ['body'] });
export type CreateMessageBody = z.infer<typeof createMessageBody>;
export type CreateMessageInput = z.input<typeof createMessageBody>;

/** PATCH /api/v2/messages/{id}: the author, within the edit window. */
export const updateMessageBody = z.object({ body: messageText.min(1, messages.messageEmpty) });
export type UpdateMessageBody = z.infer<typeof updateMessageBody>;

/** GET /api/v2/chats: the member's chats, last activity first; `archived=true` lists the archived ones instead. */
export const chatsQuery = z.object({
  archived: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  cursor: z.string().max(200).optional(),
  page: pageRefused,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export const chatsPage = z.object({ chats: z.array(chat), meta: pageMeta });
export type ChatsPage = z.infer<typeof chatsPage>;

/** GET /api/v2/chats/{id}/messages: newest first; `cursor` continues with older ones. */
export const chatMessagesQuery = z.object({
  cursor: z.string().max(200).optional(),
  page: pageRefused,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(30),
});
export const chatMessagesPage = z.object({ messages: z.array(chatMessage), meta: pageMeta });
export type ChatMessagesPage = z.infer<typeof chatMessagesPage>;

export const chatParams = z.object({ id: numericId });
export const chatMemberParams = z.object({ id: numericId, userId: numericId });
export const chatResponse = z.object({ chat });
export const chatMessageResponse = z.object({ message: chatMessage });

/** The delta feed's chat kinds (added to `change` in sync.ts): each reaches the chat's current members only. */
export const chatChangeShapes = {
  /** The chat as that member sees it (new message, read state, members, name, archive). */
  upsert: z.object({ data: chat }),
  /** The member is no longer in the chat (left, removed): forget it and its messages. */
  delete: z.object({ id: z.number().int() }),
};
export const messageChangeShapes = {
  upsert: z.object({ data: chatMessage }),
  delete: z.object({ id: z.number().int(), chat_id: z.number().int() }),
};

/** Outbox entries of the inbox (added to `mutation` in outbox.ts). `chat_client_id`: a chat started offline, not yet sent. */
export const chatMutationShapes = {
  create: z.object({ client_id: clientId, body: createChatBody }),
  rename: z.object({ client_id: clientId, chat_id: numericId, body: renameChatBody }),
  addMembers: z.object({ client_id: clientId, chat_id: numericId, body: addChatMembersBody }),
  /** The member themself: leaving. */
  removeMember: z.object({ client_id: clientId, chat_id: numericId, user_id: numericId }),
  archive: z.object({ client_id: clientId, chat_id: numericId }),
  unarchive: z.object({ client_id: clientId, chat_id: numericId }),
  read: z.object({ client_id: clientId, chat_id: numericId, message_id: numericId }),
  messageCreate: z.object({
    client_id: clientId,
    /** 0 while the chat itself is unsent (`chat_client_id`); resolved when sent, as comments on unsent posts are. */
    chat_id: z.number().int().min(0),
    chat_client_id: clientId.optional(),
    /** Text, or nothing when it carries images (`check` refuses neither). */
    body: messageBodyFields,
    /** Images (rows of the mirror's uploads table) uploaded before the message; their media ids fill body.media_ids. */
    media_client_ids: z.array(clientId).max(5).default([]),
  }),
  messageUpdate: z.object({ client_id: clientId, message_id: z.number().int().min(0), target_client_id: clientId.optional(), body: updateMessageBody }),
  messageDelete: z.object({ client_id: clientId, message_id: z.number().int().min(0), target_client_id: clientId.optional() }),
};
