// The library: folders and articles read by members, authored by hosts (docs/api-library.md).
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { articleCreate, articleParams, articleUpdate, folderCreate, folderParams, folderUpdate } from '../../schema/library';
import { folderListing, readArticle, rootListing } from '../domain/library/library-reads';
import { createArticle, createFolder, deleteArticle, deleteFolder, updateArticle, updateFolder } from '../domain/library/library-writes';
import { assertHost } from '../domain/moderation-target';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function libraryRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(apiPaths.folders, async (request) => rootListing(db, await requireViewer(db, request)));

  app.get(apiPaths.folder, async (request) => {
    const viewer = await requireViewer(db, request);
    return folderListing(db, viewer, parseInput(folderParams, request.params).id);
  });

  app.get(apiPaths.article, async (request) => {
    const viewer = await requireViewer(db, request);
    return readArticle(db, viewer, parseInput(articleParams, request.params).id);
  });

  // Authoring: the caller first, so anyone but a host learns nothing from a malformed body.
  app.post(apiPaths.folders, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const folder = await createFolder(db, viewer, parseBody(folderCreate, request.body));
    return reply.code(201).send({ folder });
  });

  app.patch(apiPaths.folder, async (request) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const { id } = parseInput(folderParams, request.params);
    return { folder: await updateFolder(db, viewer, id, parseBody(folderUpdate, request.body)) };
  });

  app.delete(apiPaths.folder, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    await deleteFolder(db, viewer, parseInput(folderParams, request.params).id);
    return reply.code(204).send();
  });

  app.post(apiPaths.articles, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const article = await createArticle(db, viewer, parseBody(articleCreate, request.body));
    return reply.code(201).send({ article });
  });

  app.patch(apiPaths.article, async (request) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    const { id } = parseInput(articleParams, request.params);
    return { article: await updateArticle(db, viewer, id, parseBody(articleUpdate, request.body)) };
  });

  app.delete(apiPaths.article, async (request, reply) => {
    const viewer = await requireViewer(db, request);
    assertHost(viewer);
    await deleteArticle(db, viewer, parseInput(articleParams, request.params).id);
    return reply.code(204).send();
  });
}
