// The people domain: member cards and profiles, the directory, following and blocking.
import { defineDomain } from '../domain';
import { members } from './collections/members';
import { peopleCommands } from './commands/people';
import { accountFollow, accountUnfollow } from './mutations/account-follow';

export const peopleDomain = defineDomain({
  name: 'people',
  collections: { members },
  commands: (ctx) => ({ people: peopleCommands(ctx) }),
  mutations: { 'account.follow': accountFollow, 'account.unfollow': accountUnfollow },
});
