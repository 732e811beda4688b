// The chats domain: the inbox, its chats and their messages, and every write to them.
import { defineDomain } from '../domain';
import { chatMessages } from './collections/chat-messages';
import { chats } from './collections/chats';
import { chatCommands } from './commands/chats';
import { chatCreate } from './mutations/chat-create';
import { chatAddMembers, chatArchive, chatRead, chatRemoveMember, chatRename, chatUnarchive } from './mutations/chat-writes';
import { messageDelete, messageUpdate } from './mutations/message-changes';
import { messageCreate } from './mutations/message-create';

export const chatsDomain = defineDomain({
  name: 'chats',
  collections: { chats, chatMessages },
  commands: (ctx) => ({ chats: chatCommands(ctx) }),
  mutations: {
    'chat.create': chatCreate,
    'chat.rename': chatRename,
    'chat.add_members': chatAddMembers,
    'chat.remove_member': chatRemoveMember,
    'chat.archive': chatArchive,
    'chat.unarchive': chatUnarchive,
    'chat.read': chatRead,
    'message.create': messageCreate,
    'message.update': messageUpdate,
    'message.delete': messageDelete,
  },
});
