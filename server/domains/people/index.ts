// The people domain: profiles, following, badges, the member directory, blocking and members' cards.
import { peopleRoutes } from './people-routes';
import { defineServerDomain } from '../domain';

export const peopleDomain = defineServerDomain({ name: 'people', routes: [peopleRoutes] });
