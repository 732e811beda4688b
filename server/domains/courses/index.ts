// The courses domain: courses, lessons and their media for learners, and their authoring by hosts.
import { courseAuthoringRoutes } from './course-authoring-routes';
import { courseRoutes } from './course-routes';
import { defineServerDomain } from '../domain';

export const coursesDomain = defineServerDomain({ name: 'courses', routes: [courseRoutes, courseAuthoringRoutes] });
