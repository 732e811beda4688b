// The engine's inbox reads (docs/api-chats.md): the member's chats by page, one chat, a chat's messages by page.
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { chatMessagesPage, chatResponse, chatsPage } from '../../../schema/chats';
import type { ApiClient } from '../../api-client';

export function chatCalls(client: ApiClient) {
  return {
    /** The member's chats, last activity first; `archived`: the archived ones instead. */
    chats: (archived: boolean, cursor: string | null) =>
      client.request('GET', apiPaths.chats, { query: { archived: String(archived), cursor: cursor ?? undefined }, schema: chatsPage }),
    chat: (id: number) => client.request('GET', fillPath(apiPaths.chat, { id }), { schema: chatResponse }),
    /** A chat's messages, newest first; `cursor` continues with older ones. */
    chatMessages: (id: number, cursor: string | null) =>
      client.request('GET', fillPath(apiPaths.chatMessages, { id }), { query: { cursor: cursor ?? undefined }, schema: chatMessagesPage }),
  };
}
