// The activities domain: what concerns a member, their marks and excluded categories, activity mail and the weekly digest.
import { activityRoutes } from './activity-routes';
import { defineServerDomain } from '../domain';

export const activitiesDomain = defineServerDomain({ name: 'activities', routes: [activityRoutes] });
