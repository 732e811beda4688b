// The inbox's calls (docs/api-chats.md): chats, their members and the member's state of them, and messages.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { realtimeChannels } from '../../schema/realtime';
import {
  addChatMembersBody,
  chatMemberParams,
  chatMessagesQuery,
  chatParams,
  chatsQuery,
  createChatBody,
  createMessageBody,
  readChatBody,
  renameChatBody,
  updateMessageBody,
} from '../../schema/chats';
import { createChat } from '../domain/chats/chat-creation';
import { addChatMembers, removeChatMember, renameChat } from '../domain/chats/chat-membership';
import { markChatRead, setChatArchived } from '../domain/chats/chat-member-state';
import { deleteMessage, editMessage, sendMessage } from '../domain/chats/chat-messages';
import { chatMessagesPage, listChats, readChat } from '../domain/chats/chat-reads';
import { memberIdOfUuid } from '../realtime/gateway-sessions';
import { requireViewer } from './authenticate';
import { readIdempotencyKey, sendStored } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function chatRoutes(app: FastifyInstance, { db, settings, realtime }: RouteDeps): void {
  // Who has a chat open: present on its channel of the embedded gateway (with PubNub this process cannot tell: nobody).
  const openChat = (chatId: number): Set<number> =>
    new Set((realtime.gateway?.presence.hereNow(realtimeChannels.chat(chatId)) ?? []).flatMap((uuid) => memberIdOfUuid(uuid) ?? []));

  app.get(apiPaths.chats, async (request) => {
    const viewer = await requireViewer(db, request);
    return listChats(db, viewer, parseInput(chatsQuery, request.query));
  });

  app.post(apiPaths.chats, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await createChat(db, viewer, parseBody(createChatBody, request.body), key));
  });

  app.get(apiPaths.chat, async (request) => {
    const viewer = await requireViewer(db, request);
    return readChat(db, viewer, parseInput(chatParams, request.params).id);
  });

  app.patch(apiPaths.chat, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(chatParams, request.params);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await renameChat(db, viewer, id, parseBody(renameChatBody, request.body), key));
  });

  app.post(apiPaths.chatMembers, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(chatParams, request.params);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await addChatMembers(db, viewer, id, parseBody(addChatMembersBody, request.body), key));
  });

  app.delete(apiPaths.chatMember, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id, userId } = parseInput(chatMemberParams, request.params);
    return sendStored(reply, await removeChatMember(db, viewer, id, userId, readIdempotencyKey(request)));
  });

  for (const [method, archived] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: apiPaths.chatArchive,
      handler: async (request, reply) => {
        const viewer = await requireViewer(db, request);
        const { id } = parseInput(chatParams, request.params);
        return sendStored(reply, await setChatArchived(db, viewer, id, archived, readIdempotencyKey(request)));
      },
    });
  }

  app.put(apiPaths.chatRead, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(chatParams, request.params);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await markChatRead(db, viewer, id, parseBody(readChatBody, request.body).message_id, key));
  });

  app.get(apiPaths.chatMessages, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(chatParams, request.params);
    return chatMessagesPage(db, viewer, id, parseInput(chatMessagesQuery, request.query));
  });

  app.post(apiPaths.chatMessages, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(chatParams, request.params);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await sendMessage(db, viewer, id, parseBody(createMessageBody, request.body), key, openChat));
  });

  app.patch(apiPaths.chatMessage, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(chatParams, request.params);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await editMessage(db, viewer, id, parseBody(updateMessageBody, request.body), key, settings.now));
  });

  app.delete(apiPaths.chatMessage, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(chatParams, request.params);
    return sendStored(reply, await deleteMessage(db, viewer, id, readIdempotencyKey(request)));
  });
}
