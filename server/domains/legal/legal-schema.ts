// Drizzle table of 0031_legal_documents.sql: one row per published version of a legal document.
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { legalKinds } from '../../../schema/legal/legal-rules';
import { ts } from '../../db/columns';
import { users } from '../account/users-schema';

export const legalDocuments = pgTable(
  'legal_documents',
  {
    kind: text('kind', { enum: legalKinds }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.version] })],
);

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
