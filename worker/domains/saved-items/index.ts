// The saved items domain: the member's saved posts, articles and lessons, their two writes and the list's pages.
import { defineDomain } from '../domain';
import { savedCommands } from './commands/saved';
import { savedItemCreateWrite, savedItemDeleteWrite } from './mutations/saved-item-writes';

export const savedItemsDomain = defineDomain({
  name: 'saved-items',
  collections: {},
  mutations: { 'saved_item.create': savedItemCreateWrite, 'saved_item.delete': savedItemDeleteWrite },
  commands: (ctx) => ({ saved: savedCommands(ctx) }),
});
