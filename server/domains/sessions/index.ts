// The sessions domain: sign-in (password, emailed code, single sign-on), refresh, sign-out and the member's live sessions.
import { accountSessionRoutes } from '../../http/account-session-routes';
import { sessionRoutes } from '../../http/session-routes';
import { ssoReturnRoutes } from '../../http/sso-return-routes';
import { defineServerDomain } from '../domain';

export const sessionsDomain = defineServerDomain({
  name: 'sessions',
  routes: [sessionRoutes, (app) => ssoReturnRoutes(app), accountSessionRoutes],
});
