// The chats domain: the inbox's chats, their members and each member's state of them, and messages.
import { chatRoutes } from './chat-routes';
import { defineServerDomain } from '../domain';

export const chatsDomain = defineServerDomain({ name: 'chats', routes: [chatRoutes] });
