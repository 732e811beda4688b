// The inbox's calls (docs/api-chats.md): chats, their members and the member's state of them, and messages.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { realtimeChannels } from '../../../schema/realtime';
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
} from '../../../schema/chats';
import { createChat } from './chat-creation';
import { addChatMembers, removeChatMember, renameChat } from './chat-membership';
import { markChatRead, setChatArchived } from './chat-member-state';
import { deleteMessage, editMessage, sendMessage } from './chat-messages';
import { chatMessagesPage, listChats, readChat } from './chat-reads';
import { memberIdOfUuid } from '../../realtime/gateway-sessions';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function chatRoutes(fastify: FastifyInstance, { db, settings, realtime }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Who has a chat open: present on its channel of the embedded gateway (with PubNub this process cannot tell: nobody).
  const openChat = (chatId: number): Set<number> =>
    new Set((realtime.gateway?.presence.hereNow(realtimeChannels.chat(chatId)) ?? []).flatMap((uuid) => memberIdOfUuid(uuid) ?? []));

  app.get(apiPaths.chats, { config: { access: 'member' }, schema: { querystring: chatsQuery } }, async (request) => {
    const viewer = viewerOf(request);
    return listChats(db, viewer, request.query);
  });

  app.post(apiPaths.chats, { config: { access: 'member' }, schema: { body: createChatBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const key = readIdempotencyKey(request);
    return sendStored(reply, await createChat(db, viewer, request.body, key));
  });

  app.get(apiPaths.chat, { config: { access: 'member' }, schema: { params: chatParams } }, async (request) => {
    const viewer = viewerOf(request);
    return readChat(db, viewer, request.params.id);
  });

  app.patch(apiPaths.chat, { config: { access: 'member' }, schema: { params: chatParams, body: renameChatBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const key = readIdempotencyKey(request);
    return sendStored(reply, await renameChat(db, viewer, id, request.body, key));
  });

  app.post(apiPaths.chatMembers, { config: { access: 'member' }, schema: { params: chatParams, body: addChatMembersBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const key = readIdempotencyKey(request);
    return sendStored(reply, await addChatMembers(db, viewer, id, request.body, key));
  });

  app.delete(apiPaths.chatMember, { config: { access: 'member' }, schema: { params: chatMemberParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id, userId } = request.params;
    return sendStored(reply, await removeChatMember(db, viewer, id, userId, readIdempotencyKey(request)));
  });

  for (const [method, archived] of [['PUT', true], ['DELETE', false]] as const) {
    app.route({
      method,
      url: apiPaths.chatArchive,
      config: { access: 'member' },
      schema: { params: chatParams },
      handler: async (request, reply) => {
        const viewer = viewerOf(request);
        const { id } = request.params;
        return sendStored(reply, await setChatArchived(db, viewer, id, archived, readIdempotencyKey(request)));
      },
    });
  }

  app.put(apiPaths.chatRead, { config: { access: 'member' }, schema: { params: chatParams, body: readChatBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const key = readIdempotencyKey(request);
    return sendStored(reply, await markChatRead(db, viewer, id, request.body.message_id, key));
  });

  app.get(apiPaths.chatMessages, { config: { access: 'member' }, schema: { params: chatParams, querystring: chatMessagesQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return chatMessagesPage(db, viewer, id, request.query);
  });

  app.post(apiPaths.chatMessages, { config: { access: 'member' }, schema: { params: chatParams, body: createMessageBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const key = readIdempotencyKey(request);
    return sendStored(reply, await sendMessage(db, viewer, id, request.body, key, openChat));
  });

  app.patch(apiPaths.chatMessage, { config: { access: 'member' }, schema: { params: chatParams, body: updateMessageBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const key = readIdempotencyKey(request);
    return sendStored(reply, await editMessage(db, viewer, id, request.body, key, settings.now));
  });

  app.delete(apiPaths.chatMessage, { config: { access: 'member' }, schema: { params: chatParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return sendStored(reply, await deleteMessage(db, viewer, id, readIdempotencyKey(request)));
  });
}
