// Serves stored files at /uploads/<name> from the media store (disk or bucket): streamed through this server with immutable caching, ETag and Last-Modified, and byte ranges (docs/decisions.md: stream, not redirect).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentRange, parseRange } from '../../schema/byte-ranges';
import { messages } from '../../schema/messages';
import { contentTypeOf } from '../media/content-types';
import { isStoredName, type MediaStore, type StoredInfo } from '../media/media-store';
import { UPLOADS_PREFIX } from '../media/uploads';
import { notModified, preconditionFailed, rangeStillFits } from './file-conditions';

/** Names are random and never reused; nosniff and the sandbox keep a browser from reading a file as anything else. */
function fileHeaders(info: StoredInfo): Record<string, string> {
  return {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.modified.toUTCString(),
    ETag: info.etag,
  };
}

async function serveFile(files: MediaStore, request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
  const name = request.params['*'];
  const info = isStoredName(name) ? await files.head(name) : null;
  if (!info) return reply.callNotFound();
  if (preconditionFailed(request.headers, info)) return reply.code(412).send({ errors: [messages.badRequest] });
  if (notModified(request.headers, info)) return reply.code(304).headers(fileHeaders(info)).send();
  const range = rangeStillFits(request.headers, info) ? parseRange(request.headers.range ?? null, info.size) : null;
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${info.size}`).send({ errors: [messages.badRequest] });
  }
  // The body is asked for only now, so a 304 or a HEAD never opens one.
  const body = request.method === 'HEAD' ? null : await files.get(name, range ?? undefined);
  if (request.method !== 'HEAD' && !body) return reply.callNotFound();
  reply.headers(fileHeaders(info)).header('Content-Type', contentTypeOf(name));
  if (range) reply.code(206).header('Content-Range', contentRange(range, info.size));
  reply.header('Content-Length', String(range ? range.end - range.start + 1 : info.size));
  return reply.send(body ?? undefined);
}

export function uploadedFileRoutes(app: FastifyInstance, files: MediaStore): void {
  app.route<{ Params: { '*': string } }>({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_PREFIX}*`,
    // Stored names are random and unguessable; the app shows them to whoever may read the post or profile.
    config: { access: 'public' },
    handler: (request, reply) => serveFile(files, request, reply),
  });
}
