// Payment tickets (guard 2): opened before a web checkout, completed when the member returns from it.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentTicket, PaymentTicketBody } from '../../../schema/profile';
import type { Database } from '../../db/connect';
import { paymentTickets } from './accounts-schema';

type TicketRow = typeof paymentTickets.$inferSelect;

const wire = (t: TicketRow): PaymentTicket => ({
  id: t.id,
  platform: t.platform,
  device_summary: t.deviceSummary,
  completed_at: t.completedAt?.toISOString() ?? null,
});

export async function latestTicket(db: Database, userId: number): Promise<PaymentTicket | null> {
  const [row] = await db.select().from(paymentTickets).where(eq(paymentTickets.userId, userId)).orderBy(desc(paymentTickets.id)).limit(1);
  return row ? wire(row) : null;
}

export async function openTicket(db: Database, userId: number, body: PaymentTicketBody): Promise<PaymentTicket> {
  const [row] = await db.insert(paymentTickets).values({ userId, platform: body.platform, deviceSummary: body.device_summary }).returning();
  return wire(row!);
}

/** Completes the member's open tickets; returning twice from a checkout is harmless. */
export async function completeTickets(db: Database, userId: number): Promise<void> {
  await db
    .update(paymentTickets)
    .set({ completedAt: new Date() })
    .where(and(eq(paymentTickets.userId, userId), isNull(paymentTickets.completedAt)));
}
