// The account domain: sign-up, passwords, email confirmation, the member's own profile, preferences and the dev mailbox.
import { accountRoutes } from './account-routes';
import { devMailboxRoutes } from './dev-mailbox-routes';
import { preferenceRoutes } from './preference-routes';
import { profileRoutes } from './profile-routes';
import { defineServerDomain } from '../domain';

export const accountDomain = defineServerDomain({
  name: 'account',
  routes: [accountRoutes, profileRoutes, preferenceRoutes, devMailboxRoutes],
});
