// The realtime domain: a member's realtime keys and channels, and the embedded PubNub-compatible gateway under /pn.
import { gatewayRoutes } from './pubnub-gateway-routes';
import { realtimeRoutes } from './realtime-routes';
import { defineServerDomain } from '../domain';

export const realtimeDomain = defineServerDomain({
  name: 'realtime',
  routes: [realtimeRoutes, (app, { realtime }) => gatewayRoutes(app, realtime)],
});
