// Marketing preferences and email settings; the weekly digest is one choice seen from both.
import { eq } from 'drizzle-orm';
import type { EmailSettings, EmailSettingsBody, MarketingPreferences, MarketingPreferencesBody } from '../../../schema/profile';
import type { Database } from '../../db/connect';
import { users, type UserRow } from './users-schema';

export function marketingOf(u: UserRow): MarketingPreferences {
  // Until the member answers, the app may ask (in a modal once onboarding is behind them).
  const canAsk = u.marketingAnsweredAt === null;
  return {
    global_opt_in: u.marketingOptIn,
    digest_email: u.digestWeekly,
    global_opt_in_can_ask: canAsk,
    global_opt_in_can_ask_modal: canAsk && u.onboardingCompleted,
  };
}

export function emailSettingsOf(u: UserRow): EmailSettings {
  return { notifications: u.emailNotifications, digest: u.digestWeekly ? 'weekly' : 'off' };
}

async function update(db: Database, userId: number, changes: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row!;
}

export async function updateMarketing(db: Database, user: UserRow, body: MarketingPreferencesBody): Promise<MarketingPreferences> {
  const { global_opt_in, digest_email } = body.marketing_preferences;
  const changes: Partial<typeof users.$inferInsert> = {};
  if (global_opt_in !== undefined) Object.assign(changes, { marketingOptIn: global_opt_in, marketingAnsweredAt: new Date() });
  if (digest_email !== undefined) changes.digestWeekly = digest_email;
  return marketingOf(Object.keys(changes).length ? await update(db, user.id, changes) : user);
}

export async function updateEmailSettings(db: Database, user: UserRow, body: EmailSettingsBody): Promise<EmailSettings> {
  const { notifications, digest } = body.email_settings;
  const changes: Partial<typeof users.$inferInsert> = {};
  if (notifications !== undefined) changes.emailNotifications = notifications;
  if (digest !== undefined) changes.digestWeekly = digest === 'weekly';
  return emailSettingsOf(Object.keys(changes).length ? await update(db, user.id, changes) : user);
}
