// The payments domain: what the member holds, as the change feed tells it (docs/architecture.md "Paid plans").
import { defineDomain } from '../domain';
import { holdingsRow } from './collections/holdings';

export const paymentsDomain = defineDomain({
  name: 'payments',
  collections: { holdings: holdingsRow },
  mutations: {},
  commands: () => ({}),
});
