// The payments domain: what the member holds, as the change feed tells it, and engine.payments (docs/architecture.md "Paid plans").
import { defineDomain } from '../domain';
import { holdingsRow } from './collections/holdings';
import { paymentCommands } from './commands/payments';

export const paymentsDomain = defineDomain({
  name: 'payments',
  collections: { holdings: holdingsRow },
  mutations: {},
  commands: (ctx) => ({ payments: paymentCommands(ctx) }),
});
