// Resumable post media uploads: open (Idempotency-Key = client id), chunks as raw bytes at Upload-Offset, the offset so far.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { createUploadBody, HEADER_UPLOAD_OFFSET, UPLOAD_CHUNK_BYTES, uploadParams } from '../../../schema/media';
import { messages } from '../../../schema/messages';
import { HttpError } from '../../core/http-error';
import { OffsetMismatch, openUpload, putChunk, uploadStatus } from './media-uploads';
import { readIdempotencyKey } from '../../http/idempotency-key';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

/** The body type of a chunk (as in tus): raw bytes, nothing parsed. */
export const CHUNK_CONTENT_TYPE = 'application/offset+octet-stream';

function readOffset(raw: unknown): number {
  const text = typeof raw === 'string' ? raw : '';
  if (!/^\d{1,15}$/.test(text)) throw new HttpError(400, messages.badRequest, `${HEADER_UPLOAD_OFFSET} is not valid.`);
  return Number(text);
}

export async function mediaUploadRoutes(fastify: FastifyInstance, { db, media }: RouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Encapsulated: the raw chunk parser (one chunk at most, a little slack for a client's rounding) serves these routes only.
  await app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser(CHUNK_CONTENT_TYPE, { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_BYTES }, (_req, body, done) => done(null, body));

    scope.post(apiPaths.mediaUploads, { config: { access: 'member' }, schema: { body: createUploadBody } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const key = readIdempotencyKey(request);
      const answer = await openUpload(db, viewer, request.body, key);
      return reply.code(answer.status).header(HEADER_UPLOAD_OFFSET, String(answer.body.upload.offset)).send(answer.body);
    });

    scope.get(apiPaths.mediaUpload, { config: { access: 'member' }, schema: { params: uploadParams } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const upload = await uploadStatus(db, viewer, request.params.id);
      return reply.header(HEADER_UPLOAD_OFFSET, String(upload.offset)).header('Cache-Control', 'no-store').send({ upload });
    });

    scope.put(apiPaths.mediaUpload, { config: { access: 'member' }, schema: { params: uploadParams } }, async (request, reply) => {
      const viewer = viewerOf(request);
      const { id } = request.params;
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, messages.badRequest, `Send the chunk as ${CHUNK_CONTENT_TYPE}.`);
      const offset = readOffset(request.headers[HEADER_UPLOAD_OFFSET.toLowerCase()]);
      try {
        const upload = await putChunk(db, media, viewer, id, offset, request.body);
        return reply.header(HEADER_UPLOAD_OFFSET, String(upload.offset)).send({ upload });
      } catch (err) {
        if (!(err instanceof OffsetMismatch)) throw err;
        return reply
          .code(409)
          .header(HEADER_UPLOAD_OFFSET, String(err.upload.offset))
          .send({ errors: [messages.uploadOffsetMismatch], upload: err.upload });
      }
    });
  });
}
