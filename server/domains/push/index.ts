// The push domain: each device's push registration and the durable queue of push deliveries (sent by server/push/).
import { deviceRoutes } from './device-routes';
import { defineServerDomain } from '../domain';

export const pushDomain = defineServerDomain({ name: 'push', routes: [deviceRoutes] });
