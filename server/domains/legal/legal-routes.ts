// Legal documents: read by anyone (the sign-up screen links them), a new version published by a host.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../schema/api-paths';
import { legalDocumentParams, publishLegalBody, type LegalDocument } from '../../../schema/legal/wire';
import { isLegalKind, legalMessages, type LegalKind } from '../../../schema/legal/legal-rules';
import { HttpError } from '../../core/http-error';
import { viewerOf } from '../../http/access';
import type { RouteDeps } from '../../http/route-deps';
import { currentLegalDocument, publishLegalDocument } from './legal-documents';

function kindOf(name: string): LegalKind {
  if (!isLegalKind(name)) throw new HttpError(404, legalMessages.notFound);
  return name;
}

export function legalRoutes(fastify: FastifyInstance, { db }: RouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(apiPaths.legalDocument, { config: { access: 'public' }, schema: { params: legalDocumentParams } }, async (request): Promise<{ legal_document: LegalDocument }> => ({
    legal_document: await currentLegalDocument(db, kindOf(request.params.kind)),
  }));

  app.put(
    apiPaths.legalDocument,
    { config: { access: 'host' }, schema: { params: legalDocumentParams, body: publishLegalBody } },
    async (request): Promise<{ legal_document: LegalDocument }> => ({
      legal_document: await publishLegalDocument(db, viewerOf(request), kindOf(request.params.kind), request.body),
    }),
  );
}
