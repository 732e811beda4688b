// The offline domain: the member's offline packs (files kept on the device) and the device's post budget.
import { defineDomain } from '../domain';
import { offlineCommands } from './commands/offline';

export const offlineDomain = defineDomain({
  name: 'offline',
  collections: {},
  commands: (ctx) => ({ offline: offlineCommands(ctx) }),
  mutations: {},
});
