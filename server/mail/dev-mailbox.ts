// Reads the development mailbox: the mail the server kept instead of sending, newest first.
import { desc, eq } from 'drizzle-orm';
import type { DevMail } from '../../schema/accounts';
import type { Database } from '../db/connect';
import { devMailbox } from '../db/accounts-schema';

const SHOWN = 100;

export async function listDevMail(db: Database, to?: string): Promise<DevMail[]> {
  const rows = await db
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.toAddress, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.id))
    .limit(SHOWN);
  return rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    created_at: r.createdAt.toISOString(),
  }));
}
