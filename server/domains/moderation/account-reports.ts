// Reporting another member's account for the hosts to review.
import { and, eq, ne } from 'drizzle-orm';
import { messages } from '../../../schema/messages';
import type { Database } from '../../db/connect';
import { accountReports } from '../account/accounts-schema';
import { users } from '../account/users-schema';
import { HttpError } from '../../core/http-error';
import type { Viewer } from '../sessions/sessions';

export async function reportAccount(db: Database, viewer: Viewer, accountId: number, reason: string): Promise<void> {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, accountId), ne(users.state, 'deleted')));
  if (!target) throw new HttpError(404, messages.accountNotFound);
  await db.insert(accountReports).values({ reporterId: viewer.user.id, accountId, reason });
}
