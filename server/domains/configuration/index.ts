// The configuration domain: the community's stored configuration and the signed-out startup calls.
import { configRoutes } from './config-routes';
import { defineServerDomain } from '../domain';

export const configurationDomain = defineServerDomain({ name: 'configuration', routes: [configRoutes] });
