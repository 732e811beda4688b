// Multipart uploads (POST /api/v2/uploads, field `file`, 10 MB at most) and serving the stored files at /uploads/.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { AVATAR_MAX_BYTES } from '../../../schema/constants';
import { messages } from '../../../schema/messages';
import { HttpError } from '../../core/http-error';
import { storeUpload } from './uploads';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { uploadedFileRoutes } from '../../http/uploaded-files';

/** The file's bytes; a file over the limit is a 413, a request without a file a 422. */
async function readFile(request: FastifyRequest): Promise<Buffer> {
  const failed = () => new HttpError(422, messages.avatarUploadFailed);
  if (!request.isMultipart()) throw failed();
  try {
    const file = await request.file();
    if (!file) throw failed();
    return await file.toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, messages.avatarUploadFailed);
    throw failed();
  }
}

export async function uploadRoutes(fastify: FastifyInstance, { db, media }: RouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(fastifyMultipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  uploadedFileRoutes(app, media.media.store);

  app.post(apiPaths.uploads, { config: { access: 'member' } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const bytes = await readFile(request);
    return reply.code(201).send({ file_url: await storeUpload(db, media.media, viewer.user.id, bytes) });
  });
}
