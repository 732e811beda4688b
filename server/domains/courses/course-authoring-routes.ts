// Hosts author courses (docs/api-courses.md): courses, lessons, lesson files (raw body), products for paid tiers and who holds them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import {
  courseCreate, courseParams, courseUpdate, LESSON_MEDIUM_MAX_BYTES, lessonCreate, lessonMediaUploadQuery, lessonParams, lessonUpdate, productCreate,
  productOwnerBody, productParams,
} from '../../../schema/courses';
import { messages } from '../../../schema/messages';
import { createCourse, createLesson, createProduct, grantProduct, updateCourse, updateLesson } from './course-authoring';
import { setCourseImage, setLessonImage } from './course-images';
import { addLessonMedium } from './lesson-media-store';
import { HttpError } from '../../core/http-error';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

/** The body type of a lesson file: raw bytes, nothing parsed. */
export const LESSON_FILE_CONTENT_TYPE = 'application/octet-stream';

/** The file sent as the raw body, or 415. */
function rawBody(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new HttpError(415, messages.badRequest, `Send the file as ${LESSON_FILE_CONTENT_TYPE}.`);
  return body;
}

export async function courseAuthoringRoutes(fastify: FastifyInstance, { db, media }: RouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The caller first, so anyone but a host learns nothing from a malformed body.
  app.post(apiPaths.courses, { config: { access: 'host' }, schema: { body: courseCreate } }, async (request, reply) => {
    const viewer = viewerOf(request);
    return reply.code(201).send({ course: await createCourse(db, viewer, request.body) });
  });

  app.patch(apiPaths.courseEdit, { config: { access: 'host' }, schema: { params: courseParams, body: courseUpdate } }, async (request) => {
    return { course: await updateCourse(db, viewerOf(request), request.params.id, request.body) };
  });

  app.post(apiPaths.courseLessons, { config: { access: 'host' }, schema: { params: courseParams, body: lessonCreate } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    return reply.code(201).send({ lesson: await createLesson(db, viewer, id, request.body) });
  });

  app.patch(apiPaths.lesson, { config: { access: 'host' }, schema: { params: lessonParams, body: lessonUpdate } }, async (request) => {
    return { lesson: await updateLesson(db, viewerOf(request), request.params.id, request.body) };
  });

  app.post(apiPaths.products, { config: { access: 'host' }, schema: { body: productCreate } }, async (request, reply) => {
    const viewer = viewerOf(request);
    return reply.code(201).send({ product: await createProduct(db, viewer, request.body) });
  });

  app.post(apiPaths.productOwners, { config: { access: 'host' }, schema: { params: productParams, body: productOwnerBody } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const { id } = request.params;
    await grantProduct(db, viewer, id, request.body.user_id);
    return reply.code(204).send();
  });

  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(LESSON_FILE_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: LESSON_MEDIUM_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.post(apiPaths.lessonMediaUpload, { config: { access: 'host' }, schema: { params: lessonParams, querystring: lessonMediaUploadQuery } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      const query = request.query;
      const file = { bytes: rawBody(request.body), name: query.name, position: query.position, asTrack: query.kind === 'track' };
      return reply.code(201).send({ lesson_medium: await addLessonMedium(db, media.media, viewer, id, file) });
    });
    scope.put(apiPaths.courseImage, { config: { access: 'host' }, schema: { params: courseParams } }, async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      return { course: await setCourseImage(db, media.media, viewer, id, rawBody(request.body)) };
    });
    scope.put(apiPaths.lessonImage, { config: { access: 'host' }, schema: { params: lessonParams } }, async (request) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      return { lesson: await setLessonImage(db, media.media, viewer, id, rawBody(request.body)) };
    });
  });
}
