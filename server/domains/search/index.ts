// The search domain: posts, the library, members and groups by their words, and the posts tagged with a hashtag.
import { hashtagRoutes } from './hashtag-routes';
import { searchRoutes } from './search-routes';
import { defineServerDomain } from '../domain';

export const searchDomain = defineServerDomain({ name: 'search', routes: [searchRoutes, hashtagRoutes] });
