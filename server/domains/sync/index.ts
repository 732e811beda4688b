// The sync domain: the delta feed endpoint, the changes after a cursor that one member may see.
import { syncRoutes } from './sync-routes';
import { defineServerDomain } from '../domain';

export const syncDomain = defineServerDomain({ name: 'sync', routes: [syncRoutes] });
