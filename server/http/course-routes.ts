// Courses for members (docs/product.md 7 "Courses", docs/api-courses.md): lists, detail, lessons, members, lesson media; writes exactly once per Idempotency-Key.
import type { FastifyInstance } from 'fastify';
import { apiPaths, type ApiPathName } from '../../schema/api-paths';
import { courseLessonParams, courseParams, coursePageQuery, currentLessonBody, lessonMediumParams } from '../../schema/courses';
import { courseDetail, courseUsers, lessonsPage, listCourses, readLessonMedium, type CourseTab } from '../domain/courses/course-reads';
import { courseReader } from '../domain/courses/course-reader';
import { enrol, restart, setCurrentLesson, unenrol } from '../domain/courses/enrollment-writes';
import { completeLesson, uncompleteLesson } from '../domain/courses/lesson-completion';
import { requireViewer } from './authenticate';
import { readIdempotencyKey, sendStored } from './idempotency-key';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

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

export function courseRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  for (const [path, tab] of lists) {
    app.get(apiPaths[path], async (request) => {
      const viewer = await requireViewer(db, request);
      return listCourses(db, courseReader(viewer), tab, parseInput(coursePageQuery, request.query).page);
    });
  }

  app.get(apiPaths.course, async (request) => {
    const viewer = await requireViewer(db, request);
    return courseDetail(db, courseReader(viewer), parseInput(courseParams, request.params).id);
  });

  app.get(apiPaths.courseLessons, async (request) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(courseParams, request.params);
    return lessonsPage(db, courseReader(viewer), id, parseInput(coursePageQuery, request.query).page);
  });

  for (const which of ['enrolled', 'completed'] as const) {
    app.get(apiPaths[which === 'enrolled' ? 'courseUsersEnrolled' : 'courseUsersCompleted'], async (request) => {
      const viewer = await requireViewer(db, request);
      const { id } = parseInput(courseParams, request.params);
      return courseUsers(db, courseReader(viewer), id, which, parseInput(coursePageQuery, request.query).page);
    });
  }

  app.get(apiPaths.lessonMedium, async (request) => {
    const viewer = await requireViewer(db, request);
    const { mediumId } = parseInput(lessonMediumParams, request.params);
    return { lesson_medium: await readLessonMedium(db, courseReader(viewer), mediumId) };
  });

  for (const [path, write] of courseWrites) {
    app.post(apiPaths[path], async (request, reply) => {
      const viewer = await requireViewer(db, request);
      const { id } = parseInput(courseParams, request.params);
      return sendStored(reply, await write(db, viewer, id, readIdempotencyKey(request)));
    });
  }

  app.put(apiPaths.courseCurrentLesson, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(courseParams, request.params);
    const { lesson_id } = parseBody(currentLessonBody, request.body);
    return sendStored(reply, await setCurrentLesson(db, viewer, id, lesson_id, readIdempotencyKey(request)));
  });

  for (const [path, write] of completions) {
    app.post(apiPaths[path], async (request, reply) => {
      const viewer = await requireViewer(db, request);
      const { id, lessonId } = parseInput(courseLessonParams, request.params);
      return sendStored(reply, await write(db, viewer, id, lessonId, readIdempotencyKey(request)));
    });
  }
}
