// Reads the development mailbox: the mail the server kept instead of sending, newest first, for a day.
import { desc, eq, lt } from 'drizzle-orm';
import type { DevMail } from '../../schema/accounts';
import type { Database } from '../db/connect';
import { devMailbox } from '../domains/account/accounts-schema';

const SHOWN = 100;
/** Reset links and codes do not outlive their use by much: kept mail goes after a day. */
export const DEV_MAIL_KEPT_MS = 24 * 60 * 60 * 1000;

/** Deletes mail older than a day (the mailer calls it as it keeps a new one, the mailbox as it is read). */
export async function pruneDevMail(db: Database, now: Date): Promise<void> {
  await db.delete(devMailbox).where(lt(devMailbox.createdAt, new Date(now.getTime() - DEV_MAIL_KEPT_MS)));
}

export async function listDevMail(db: Database, now: Date, to?: string): Promise<DevMail[]> {
  await pruneDevMail(db, now);
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
