// The search domain: the server's answer for a query or a hashtag (online reads, nothing kept).
import { defineDomain } from '../domain';
import { searchCommands } from './commands/search';

export const searchDomain = defineDomain({
  name: 'search',
  collections: {},
  commands: (ctx) => ({ search: searchCommands(ctx) }),
  mutations: {},
});
