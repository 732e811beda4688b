// The configuration domain: the community's stored configuration, the startup calls, a host's changes and the web app manifest.
import { configRoutes } from './config-routes';
import { defineServerDomain } from '../domain';
import { manifestRoutes } from './manifest-routes';

export const configurationDomain = defineServerDomain({ name: 'configuration', routes: [configRoutes, manifestRoutes] });
