// The library domain: folders and articles, the opened ones kept on the device.
import { defineDomain } from '../domain';
import { articles, folderListings } from './collections/library';
import { libraryCommands } from './commands/library';

export const libraryDomain = defineDomain({
  name: 'library',
  collections: { articles, folderListings },
  commands: (ctx) => ({ library: libraryCommands(ctx) }),
  mutations: {},
});
