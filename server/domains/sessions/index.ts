// The sessions domain: sign-in (password, emailed code, single sign-on), refresh, sign-out and the member's live sessions.
import { accountSessionRoutes } from './account-session-routes';
import { sessionRoutes } from './session-routes';
import { ssoReturnRoutes } from './sso-return-routes';
import { defineServerDomain } from '../domain';

export const sessionsDomain = defineServerDomain({
  name: 'sessions',
  routes: [sessionRoutes, (app) => ssoReturnRoutes(app), accountSessionRoutes],
});
