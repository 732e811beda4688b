// The groups domain: group lists, joining and leaving, membership requests and their review, a group's members.
import { groupRoutes } from './group-routes';
import { membershipRoutes } from './membership-routes';
import { defineServerDomain } from '../domain';

export const groupsDomain = defineServerDomain({ name: 'groups', routes: [groupRoutes, membershipRoutes] });
