// Legal documents: the version the configuration names (or the latest before it), and a host's new version, which becomes the configuration's.
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { LegalKind } from '../../../schema/legal/legal-rules';
import { legalMessages } from '../../../schema/legal/legal-rules';
import type { LegalDocument, PublishLegalBody } from '../../../schema/legal/wire';
import type { Database } from '../../db/connect';
import { HttpError } from '../../core/http-error';
import { changeConfiguration } from '../configuration/configuration-changes';
import { loadConfiguration } from '../configuration/configuration';
import { cleanArticleBody } from '../library/article-html';
import type { Viewer } from '../sessions/sessions';
import { legalDocuments, type LegalDocumentRow } from './legal-schema';

const toWire = (row: LegalDocumentRow): LegalDocument => ({
  kind: row.kind,
  version: row.version,
  title: row.title,
  body: row.body,
  published_at: row.publishedAt.toISOString(),
});

/**
 * The document members are asked to agree to: the configuration's version, or the latest published before it when a
 * host raised the version in the configuration without writing it (the prompt still links something true).
 */
export async function currentLegalDocument(db: Database, kind: LegalKind): Promise<LegalDocument> {
  const { legal } = await loadConfiguration(db);
  const [row] = await db
    .select()
    .from(legalDocuments)
    .where(and(eq(legalDocuments.kind, kind), lte(legalDocuments.version, legal[kind].version)))
    .orderBy(desc(legalDocuments.version))
    .limit(1);
  if (!row) throw new HttpError(404, legalMessages.notPublished);
  return toWire(row);
}

/**
 * A host's new version: numbered after both the latest written and the configuration's (so it is always newer than
 * what members agreed to), its markup cleaned, and named by the configuration in the same step, so every member is
 * asked to agree again (the configuration's change reaches their devices).
 */
export async function publishLegalDocument(db: Database, viewer: Viewer, kind: LegalKind, body: PublishLegalBody): Promise<LegalDocument> {
  const config = await loadConfiguration(db);
  const { html } = cleanArticleBody(body.body);
  if (!html.trim()) throw new HttpError(422, legalMessages.bodyRequired);
  const row = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${legalDocuments.version}), 0)` })
      .from(legalDocuments)
      .where(eq(legalDocuments.kind, kind));
    const version = Math.max(Number(latest?.version ?? 0), config.legal[kind].version) + 1;
    const [inserted] = await tx.insert(legalDocuments).values({ kind, version, title: body.title, body: html, publishedBy: viewer.user.id }).returning();
    return inserted!;
  });
  await changeConfiguration(db, viewer, { legal: { ...config.legal, [kind]: { version: row.version } } });
  return toWire(row);
}

/** Writes a version as it stands (the demo's first versions); the configuration is left to name it. */
export async function insertLegalDocument(db: Database, kind: LegalKind, version: number, title: string, bodyHtml: string, at: Date): Promise<void> {
  await db
    .insert(legalDocuments)
    .values({ kind, version, title, body: cleanArticleBody(bodyHtml).html, publishedAt: at })
    .onConflictDoNothing();
}
