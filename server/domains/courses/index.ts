// The courses domain: courses, lessons and their media for learners, and their authoring by hosts.
import { courseAuthoringRoutes } from '../../http/course-authoring-routes';
import { courseRoutes } from '../../http/course-routes';
import { defineServerDomain } from '../domain';

export const coursesDomain = defineServerDomain({ name: 'courses', routes: [courseRoutes, courseAuthoringRoutes] });
