// The mails fulfilment sends after commit: purchase confirmed, renewal failed (and what to do), access ended after grace, cancelled.
// In English, as every mail of this server (the server keeps no language per member: docs/architecture.md "Strings and languages").
import { eq } from 'drizzle-orm';
import { routePaths } from '../../../schema/route-paths';
import type { Database } from '../../db/connect';
import type { Mailer } from '../../mail/mailer';
import { paymentMail } from '../../mail/templates';
import { appLink, type AccountSettings } from '../account/account-context';
import { users } from '../account/users-schema';
import { loadConfiguration } from '../configuration/configuration';

export type PaymentNoteKind = 'confirmed' | 'renewal_failed' | 'grace_ended' | 'cancelled';

/** Something a member is told once the transaction that made it committed. */
export interface PaymentNote {
  kind: PaymentNoteKind;
  userId: number;
  /** The plan's title or the product's name. */
  what: string;
  /** cancelled: access until; renewal_failed: the grace's end. */
  until?: Date | null;
}

const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : '');

function words(note: PaymentNote, appName: string): { subject: string; lines: string[]; label: string; path: string } {
  const membership = routePaths.membership;
  switch (note.kind) {
    case 'confirmed':
      return {
        subject: `Thank you: ${note.what} is yours`,
        lines: [`Your payment for ${note.what} in ${appName} went through.`, 'Everything it opens is yours now, on every device you sign in on.'],
        label: 'See your membership',
        path: membership,
      };
    case 'renewal_failed':
      return {
        subject: `Your ${note.what} payment did not go through`,
        lines: [
          `We could not renew ${note.what} in ${appName}: your card was declined.`,
          `You keep access until ${day(note.until)}. Update your card or pay from your membership settings before then to keep it.`,
        ],
        label: 'Update your payment',
        path: routePaths.billing,
      };
    case 'grace_ended':
      return {
        subject: `Your ${note.what} access has ended`,
        lines: [`The payment for ${note.what} in ${appName} could not be taken, and the grace period is over, so your access has ended.`, 'You can buy it again at any time.'],
        label: 'See the plans',
        path: membership,
      };
    case 'cancelled':
      return {
        subject: `${note.what} is cancelled`,
        lines: [`You cancelled ${note.what} in ${appName}. You keep access until ${day(note.until)}, and you will not be charged again.`, 'Changed your mind? You can undo it until then.'],
        label: 'Manage your membership',
        path: membership,
      };
  }
}

/** Queues one mail per note (after commit: a rolled-back change never mails). */
export function sendPaymentMails(db: Database, mailer: Mailer, settings: AccountSettings, notes: readonly PaymentNote[]): void {
  for (const note of notes) {
    mailer.queue(async () => {
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, note.userId));
      if (!user) return null;
      const { app_name } = await loadConfiguration(db);
      const w = words(note, app_name);
      return paymentMail(user.email, w.subject, w.lines, { url: appLink(settings, w.path), label: w.label });
    });
  }
}
