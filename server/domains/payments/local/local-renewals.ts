// The local provider's renewals on the payments clock: renew, fail into past due, end after grace or at a cancelled period's end.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Database } from '../../../db/connect';
import { paymentsNow } from '../clock';
import { addInterval } from '../money';
import { paymentSettings } from '../payments-schema';
import { DAY_MS, subscriptionObject } from './local-objects';
import type { LocalProvider } from './local-provider';
import { localSubscriptions } from './local-schema';

/**
 * Renewals on the payments clock: a period that ended renews (invoice.paid), or fails when the card is marked to fail
 * (past_due); a cancelled one ends at its period's end; a past-due one ends once the host's grace has passed. Each
 * change is claimed by a conditional update, so two processes never renew one subscription twice.
 */
export async function runLocalRenewals(provider: LocalProvider, db: Database, now: Date = paymentsNow()): Promise<number> {
  const due = await db
    .select()
    .from(localSubscriptions)
    .where(and(inArray(localSubscriptions.status, ['active', 'past_due']), lte(localSubscriptions.currentPeriodEnd, now)));
  const [settings] = await db.select({ graceDays: paymentSettings.graceDays }).from(paymentSettings);
  const graceMs = (settings?.graceDays ?? 7) * DAY_MS;
  let changed = 0;
  for (const s of due) {
    const claim = and(eq(localSubscriptions.id, s.id), eq(localSubscriptions.status, s.status), eq(localSubscriptions.currentPeriodEnd, s.currentPeriodEnd));
    if (s.status === 'active' && s.cancelAtPeriodEnd) {
      const [ended] = await db.update(localSubscriptions).set({ status: 'canceled', endedAt: s.currentPeriodEnd }).where(claim).returning();
      if (ended) await provider.emit('customer.subscription.deleted', subscriptionObject(ended), now);
    } else if (s.status === 'past_due' && s.pastDueSince && now.getTime() >= s.pastDueSince.getTime() + graceMs) {
      const [ended] = await db.update(localSubscriptions).set({ status: 'canceled', endedAt: now }).where(claim).returning();
      if (ended) await provider.emit('customer.subscription.deleted', subscriptionObject(ended), now);
    } else if (await provider.cardFails(s.customerId)) {
      if (s.status === 'past_due') continue;
      const [failed] = await db.update(localSubscriptions).set({ status: 'past_due', pastDueSince: now }).where(claim).returning();
      if (!failed) continue;
      const price = await provider.priceOf(s.priceId);
      await provider.emitInvoice('invoice.payment_failed', failed, price.amountInCents, 'subscription_cycle');
      await provider.emit('customer.subscription.updated', subscriptionObject(failed));
    } else {
      // Paid: one invoice per period that has passed (a clock moved by months bills each month).
      const price = await provider.priceOf(s.priceId);
      let start = s.currentPeriodEnd;
      let end = addInterval(start, price.interval);
      const invoices: number[] = [price.amountInCents];
      while (end.getTime() <= now.getTime()) {
        start = end;
        end = addInterval(start, price.interval);
        invoices.push(price.amountInCents);
      }
      const [renewed] = await db
        .update(localSubscriptions)
        .set({ status: 'active', pastDueSince: null, currentPeriodStart: start, currentPeriodEnd: end })
        .where(claim)
        .returning();
      if (!renewed) continue;
      for (const amount of invoices) await provider.emitInvoice('invoice.paid', renewed, amount, 'subscription_cycle');
      await provider.emit('customer.subscription.updated', subscriptionObject(renewed));
    }
    changed += 1;
  }
  return changed;
}
