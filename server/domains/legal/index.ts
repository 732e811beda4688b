// The legal domain: the community's privacy policy and terms, every version kept, the current one named by the configuration (schema/legal/).
import { defineServerDomain } from '../domain';
import { legalRoutes } from './legal-routes';

export const legalDomain = defineServerDomain({ name: 'legal', routes: [legalRoutes] });
