// Runs checks while a seeded member's account is disabled, then makes it active again for the rest of the file.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/connect';
import { users } from '../../../server/domains/account/users-schema';

export async function whileDisabled<T>(db: Database, email: string, fn: () => Promise<T>): Promise<T> {
  await db.update(users).set({ state: 'disabled' }).where(eq(users.email, email));
  try {
    return await fn();
  } finally {
    await db.update(users).set({ state: 'active' }).where(eq(users.email, email));
  }
}
