// Courses for members (docs/product.md 7 "Courses", docs/api-courses.md): lists, detail, lessons, members, lesson media; writes exactly once per Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths, type ApiPathName } from '../../../schema/api-paths';
import { courseLessonParams, courseParams, coursePageQuery, currentLessonBody, lessonMediumParams } from '../../../schema/courses';
import { courseDetail, courseUsers, lessonsPage, listCourses, readLessonMedium, type CourseTab } from './course-reads';
import { courseReader } from './course-reader';
import { enrol, restart, setCurrentLesson, unenrol } from './enrollment-writes';
import { completeLesson, uncompleteLesson } from './lesson-completion';
import { readIdempotencyKey, sendStored } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

const lists: [ApiPathName, CourseTab][] = [
  ['courses', 'catalogue'],
  ['coursesEnrolled', 'enrolled'],
  ['coursesCompleted', 'completed'],
];
const courseWrites: [ApiPathName, typeof enrol][] = [
  ['courseEnroll', enrol],
  ['courseUnenroll', unenrol],
  ['courseRestart', restart],
];
const completions: [ApiPathName, typeof completeLesson][] = [
  ['lessonComplete', completeLesson],
  ['lessonUncomplete', uncompleteLesson],
];

export function courseRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [path, tab] of lists) {
    app.get(apiPaths[path], { config: { access: 'member' }, schema: { querystring: coursePageQuery } }, async (request) => {
      const viewer = viewerOf(request);
      return listCourses(db, courseReader(viewer), tab, request.query.page);
    });
  }

  app.get(apiPaths.course, { config: { access: 'member' }, schema: { params: courseParams } }, async (request) => {
    const viewer = viewerOf(request);
    return courseDetail(db, courseReader(viewer), request.params.id);
  });

  app.get(apiPaths.courseLessons, { config: { access: 'member' }, schema: { params: courseParams, querystring: coursePageQuery } }, async (request) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return lessonsPage(db, courseReader(viewer), id, request.query.page);
  });

  for (const which of ['enrolled', 'completed'] as const) {
    app.get(apiPaths[which === 'enrolled' ? 'courseUsersEnrolled' : 'courseUsersCompleted'], { config: { access: 'member' }, schema: { params: courseParams, querystring: coursePageQuery } }, async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      return courseUsers(db, courseReader(viewer), id, which, request.query.page);
    });
  }

  app.get(apiPaths.lessonMedium, { config: { access: 'member' }, schema: { params: lessonMediumParams } }, async (request) => {
    const viewer = viewerOf(request);
    const { mediumId } = request.params;
    return { lesson_medium: await readLessonMedium(db, courseReader(viewer), mediumId) };
  });

  for (const [path, write] of courseWrites) {
    app.post(apiPaths[path], { config: { access: 'member' }, schema: { params: courseParams } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      return sendStored(reply, await write(db, viewer, id, readIdempotencyKey(request)));
    });
  }

  app.put(apiPaths.courseCurrentLesson, { config: { access: 'member' }, schema: { params: courseParams, body: currentLessonBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    const { lesson_id } = request.body;
    return sendStored(reply, await setCurrentLesson(db, viewer, id, lesson_id, readIdempotencyKey(request)));
  });

  for (const [path, write] of completions) {
    app.post(apiPaths[path], { config: { access: 'member' }, schema: { params: courseLessonParams } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const { id, lessonId } = request.params;
      return sendStored(reply, await write(db, viewer, id, lessonId, readIdempotencyKey(request)));
    });
  }
}
