// The about domain: what the app is made of (the third-party software its build ships), read from the build's own files.
import { defineDomain } from '../domain';
import { aboutCommands } from './commands/third-party';

export const aboutDomain = defineDomain({
  name: 'about',
  collections: {},
  commands: (ctx) => ({ about: aboutCommands(ctx) }),
  mutations: {},
});
