// Legal documents on the wire: one document as published (a version of the privacy policy or the terms), and a host's new version.
import { z } from 'zod';
import { isoDate } from '../common';
import { LEGAL_BODY_MAX, LEGAL_TITLE_MAX, legalKinds, legalMessages } from './legal-rules';

export const legalKind = z.enum(legalKinds, { message: legalMessages.notFound });
/** Any name in the path: one that is not a document is not found (404), as an unknown post is. */
export const legalDocumentParams = z.object({ kind: z.string().max(100) });

/** A published version; `body` is rich text, the allow-list of schema/rich-text.ts applied when it was written. */
export const legalDocument = z.object({
  kind: legalKind,
  version: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  published_at: isoDate,
});
export type LegalDocument = z.infer<typeof legalDocument>;
export const legalDocumentAnswer = z.object({ legal_document: legalDocument });

/** PUT (hosts): a new version, which becomes the configuration's and prompts every member to agree again. */
export const publishLegalBody = z.object({
  title: z.string({ message: legalMessages.titleRequired }).trim().min(1, legalMessages.titleRequired).max(LEGAL_TITLE_MAX, legalMessages.titleTooLong),
  body: z.string({ message: legalMessages.bodyRequired }).trim().min(1, legalMessages.bodyRequired).max(LEGAL_BODY_MAX, legalMessages.bodyTooLong),
});
export type PublishLegalBody = z.infer<typeof publishLegalBody>;
