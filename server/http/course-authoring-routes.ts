// Hosts author courses (docs/api-courses.md): courses, lessons, lesson files (raw body), products for paid tiers and who holds them.
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import {
  courseCreate, courseParams, courseUpdate, LESSON_MEDIUM_MAX_BYTES, lessonCreate, lessonMediaUploadQuery, lessonParams, lessonUpdate, productCreate,
  productOwnerBody, productParams,
} from '../../schema/courses';
import { messages } from '../../schema/messages';
import { createCourse, createLesson, createProduct, grantProduct, updateCourse, updateLesson } from '../domain/courses/course-authoring';
import { setCourseImage, setLessonImage } from '../domain/courses/course-images';
import { addLessonMedium } from '../domain/courses/lesson-media-store';
import { HttpError } from '../domain/http-error';
import { assertHost } from '../domain/moderation-target';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

/** The body type of a lesson file: raw bytes, nothing parsed. */
export const LESSON_FILE_CONTENT_TYPE = 'application/octet-stream';

/** The file sent as the raw body, or 415. */
function rawBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(415, messages.badRequest, `Send the file as ${LESSON_FILE_CONTENT_TYPE}.`);
  return body;
}

export async function courseAuthoringRoutes(app: FastifyInstance, { db, media }: RouteDeps): Promise<void> {
  // The caller first, so anyone but a host learns nothing from a malformed body.
  app.post(apiPaths.courses, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    return reply.code(201).send({ course: await createCourse(db, viewer, parseBody(courseCreate, request.body)) });
  });

  app.patch(apiPaths.courseEdit, async (request) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const { id } = parseInput(courseParams, request.params);
    return { course: await updateCourse(db, viewer, id, parseBody(courseUpdate, request.body)) };
  });

  app.post(apiPaths.courseLessons, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const { id } = parseInput(courseParams, request.params);
    return reply.code(201).send({ lesson: await createLesson(db, viewer, id, parseBody(lessonCreate, request.body)) });
  });

  app.patch(apiPaths.lesson, async (request) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const { id } = parseInput(lessonParams, request.params);
    return { lesson: await updateLesson(db, viewer, id, parseBody(lessonUpdate, request.body)) };
  });

  app.post(apiPaths.products, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    return reply.code(201).send({ product: await createProduct(db, viewer, parseBody(productCreate, request.body)) });
  });

  app.post(apiPaths.productOwners, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const { id } = parseInput(productParams, request.params);
    await grantProduct(db, viewer, id, parseBody(productOwnerBody, request.body).user_id);
    return reply.code(204).send();
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(LESSON_FILE_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: LESSON_MEDIUM_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.post(apiPaths.lessonMediaUpload, async (request, reply) => {
      const viewer = await requireViewer(db, request);
      assertHost(viewer);
      const { id } = parseInput(lessonParams, request.params);
      const query = parseInput(lessonMediaUploadQuery, request.query);
      const file = { bytes: rawBody(request.body), name: query.name, position: query.position, asTrack: query.kind === 'track' };
      return reply.code(201).send({ lesson_medium: await addLessonMedium(db, media.media, viewer, id, file) });
    });
    scope.put(apiPaths.courseImage, async (request) => {
      const viewer = await requireViewer(db, request);
      assertHost(viewer);
      const { id } = parseInput(courseParams, request.params);
      return { course: await setCourseImage(db, media.media, viewer, id, rawBody(request.body)) };
    });
    scope.put(apiPaths.lessonImage, async (request) => {
      const viewer = await requireViewer(db, request);
      assertHost(viewer);
      const { id } = parseInput(lessonParams, request.params);
      return { lesson: await setLessonImage(db, media.media, viewer, id, rawBody(request.body)) };
    });
  });
}
