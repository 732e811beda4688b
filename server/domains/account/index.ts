// The account domain: sign-up, passwords, email confirmation, the member's own profile, preferences and the dev mailbox.
import { accountRoutes } from '../../http/account-routes';
import { devMailboxRoutes } from '../../http/dev-mailbox-routes';
import { preferenceRoutes } from '../../http/preference-routes';
import { profileRoutes } from '../../http/profile-routes';
import { defineServerDomain } from '../domain';

export const accountDomain = defineServerDomain({
  name: 'account',
  routes: [accountRoutes, profileRoutes, preferenceRoutes, devMailboxRoutes],
});
