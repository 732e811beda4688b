// The legal domain: the community's privacy policy and terms on the device (no collection: one kv row, read by the agreement prompt and the document screen).
import { defineDomain } from '../domain';
import { legalCommands } from './commands/legal';

export const legalDomain = defineDomain({
  name: 'legal',
  collections: {},
  mutations: {},
  commands: (ctx) => ({ legal: legalCommands(ctx) }),
});
