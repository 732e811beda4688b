// Reports of posts and comments: members report {reason}, once per item; hosts list the open reports (docs/api-post-controls.md).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { contentReportBody, type OpenReportsResponse } from '../../../schema/post-controls';
import { postParams } from '../../../schema/posts';
import { openReports, reportContent } from './content-reports';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';

export function reportRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  for (const [path, type] of [[apiPaths.postReports, 'Post'], [apiPaths.commentReports, 'Comment']] as const) {
    app.post(path, { config: { access: 'member' }, schema: { params: postParams, body: contentReportBody } }, async (request, reply) => {
      const viewer = viewerOf(request);
      return reply.code(201).send(await reportContent(db, viewer, type, request.params.id, request.body.reason));
    });
  }

  app.get(apiPaths.reports, { config: { access: 'host' } }, async (): Promise<OpenReportsResponse> => ({ reports: await openReports(db) }));
}
