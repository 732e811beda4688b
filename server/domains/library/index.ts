// The library domain: folders and articles read by members and authored by hosts.
import { libraryRoutes } from './library-routes';
import { defineServerDomain } from '../domain';

export const libraryDomain = defineServerDomain({ name: 'library', routes: [libraryRoutes] });
