// The library: folders and articles read by members, authored by hosts (docs/api-library.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { articleCreate, articleParams, articleUpdate, folderCreate, folderParams, folderUpdate } from '../../../schema/library';
import { folderListing, readArticle, rootListing } from './library-reads';
import { createArticle, createFolder, deleteArticle, deleteFolder, updateArticle, updateFolder } from './library-writes';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function libraryRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.folders, { config: { access: 'member' } }, async (request) => rootListing(db, viewerOf(request)));

  app.get(apiPaths.folder, { config: { access: 'member' }, schema: { params: folderParams } }, async (request) => {
    const viewer = viewerOf(request);
    return folderListing(db, viewer, request.params.id);
  });

  app.get(apiPaths.article, { config: { access: 'member' }, schema: { params: articleParams } }, async (request) => {
    const viewer = viewerOf(request);
    return readArticle(db, viewer, request.params.id);
  });

  // Authoring: the caller first, so anyone but a host learns nothing from a malformed body.
  app.post(apiPaths.folders, { config: { access: 'host' }, schema: { body: folderCreate } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const folder = await createFolder(db, viewer, request.body);
    return reply.code(201).send({ folder });
  });

  app.patch(apiPaths.folder, { config: { access: 'host' }, schema: { params: folderParams, body: folderUpdate } }, async (request) => {
    return { folder: await updateFolder(db, viewerOf(request), request.params.id, request.body) };
  });

  app.delete(apiPaths.folder, { config: { access: 'host' }, schema: { params: folderParams } }, async (request, reply) => {
    await deleteFolder(db, viewerOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(apiPaths.articles, { config: { access: 'host' }, schema: { body: articleCreate } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const article = await createArticle(db, viewer, request.body);
    return reply.code(201).send({ article });
  });

  app.patch(apiPaths.article, { config: { access: 'host' }, schema: { params: articleParams, body: articleUpdate } }, async (request) => {
    return { article: await updateArticle(db, viewerOf(request), request.params.id, request.body) };
  });

  app.delete(apiPaths.article, { config: { access: 'host' }, schema: { params: articleParams } }, async (request, reply) => {
    await deleteArticle(db, viewerOf(request), request.params.id);
    return reply.code(204).send();
  });
}
