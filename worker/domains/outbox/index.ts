// The outbox domain: the member's unsent writes as the app lists them, retried or discarded (delivery itself is worker/outbox.ts).
import { defineDomain } from '../domain';
import { outboxCommands } from './commands/outbox';

export const outboxDomain = defineDomain({
  name: 'outbox',
  collections: {},
  commands: (ctx) => ({ outbox: outboxCommands(ctx) }),
  mutations: {},
});
