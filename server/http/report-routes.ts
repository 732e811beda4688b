// Reports of posts and comments: members report {reason}, once per item; hosts list the open reports (docs/api-post-controls.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schema/api-paths';
import { contentReportBody, type OpenReportsResponse, type ReportedItemType } from '../../schema/post-controls';
import { postParams } from '../../schema/posts';
import { openReports, reportContent } from '../domain/content-reports';
import { assertHost } from '../domain/moderation-target';
import { requireViewer } from './authenticate';
import type { RouteDeps } from './route-deps';
import { parseBody, parseInput } from './validate';

export function reportRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const reportOf = (type: ReportedItemType) => async (request: FastifyRequest, reply: FastifyReply) => {
    const viewer = await requireViewer(db, request);
    const { id } = parseInput(postParams, request.params);
    const { reason } = parseBody(contentReportBody, request.body);
    return reply.code(201).send(await reportContent(db, viewer, type, id, reason));
  };
  app.post(apiPaths.postReports, reportOf('Post'));
  app.post(apiPaths.commentReports, reportOf('Comment'));

  app.get(apiPaths.reports, async (request): Promise<OpenReportsResponse> => {
    assertHost(await requireViewer(db, request));
    return { reports: await openReports(db) };
  });
}
