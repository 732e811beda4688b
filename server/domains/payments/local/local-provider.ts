// The embedded local provider: test-mode payments kept in the server's own tables, its events signed and sent through the webhook route like Stripe's.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paymentMessages, type IntervalPeriod } from '../../../../schema/payments/payment-rules';
import { HttpError } from '../../../core/http-error';
import type { Database } from '../../../db/connect';
import { paymentsNow } from '../clock';
import { addInterval, prorate } from '../money';
import { paymentSettings, planPrices } from '../payments-schema';
import type { CheckoutRequest, PaymentProvider, ProviderEvent, ProviderPreview, ProviderSubscription } from '../provider';
import { localCheckouts, localCustomers, localSubscriptions } from './local-schema';
import { signPayload, verifySignature } from './local-signature';

type LocalSubscription = typeof localSubscriptions.$inferSelect;
type LocalCheckout = typeof localCheckouts.$inferSelect;

/** Sends a signed event to the webhook route (POST /api/v2/payments/webhook) and waits for it to be applied. */
export type DeliverEvent = (body: string, signature: string) => Promise<void>;

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('base64url')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const DAY_MS = 86_400_000;

/** A subscription as Stripe's API writes it (the fields fulfilment and the tests read). */
function subscriptionObject(s: LocalSubscription): Record<string, unknown> {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    current_period_start: seconds(s.currentPeriodStart),
    current_period_end: seconds(s.currentPeriodEnd),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    ended_at: s.endedAt ? seconds(s.endedAt) : null,
    items: { data: [{ price: { id: String(s.priceId), metadata: { plan_price_id: String(s.priceId) } } }] },
    metadata: s.metadata,
  };
}

function withQuery(url: string, query: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(query)) u.searchParams.set(k, v);
  return u.toString();
}

export class LocalProvider implements PaymentProvider {
  readonly name = 'local' as const;
  private deliver: DeliverEvent = async () => {
    throw new Error('The local provider is not connected to the webhook route yet');
  };

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    /** Absolute URLs of the checkout page and the billing page. */
    private readonly urls: { checkout: (id: string) => string; billing: string },
  ) {}

  /** Where events go: set once the webhook route exists. */
  connect(deliver: DeliverEvent): void {
    this.deliver = deliver;
  }

  /** Signs and sends one event; answers once the server applied it. */
  async emit(type: string, object: Record<string, unknown>, at: Date = paymentsNow()): Promise<void> {
    const body = JSON.stringify({ id: newId('evt'), object: 'event', type, created: seconds(at), data: { object } });
    await this.deliver(body, signPayload(this.secret, body));
  }

  async createCustomer(input: { email: string; name: string; userId: number }): Promise<string> {
    const id = newId('cus');
    await this.db.insert(localCustomers).values({ id, userId: input.userId, email: input.email });
    return id;
  }

  async createCheckout(input: CheckoutRequest): Promise<{ id: string; url: string }> {
    const id = newId('cs');
    await this.db.insert(localCheckouts).values({
      id,
      customerId: input.customerId,
      mode: input.mode,
      ourId: input.price.ourId,
      name: input.price.name,
      intervalPeriod: (input.price.interval as IntervalPeriod | null) ?? null,
      amountInCents: input.price.amountInCents,
      currency: input.price.currency,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      metadata: input.metadata,
      status: 'open',
    });
    return { id, url: this.urls.checkout(id) };
  }

  async checkout(id: string): Promise<LocalCheckout | null> {
    const [row] = await this.db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
    return row ?? null;
  }

  private async subscription(id: string): Promise<LocalSubscription> {
    const [row] = await this.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id));
    if (!row) throw new HttpError(404, paymentMessages.purchaseNotFound);
    return row;
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    const s = await this.subscription(id);
    return {
      id: s.id,
      customerId: s.customerId,
      status: s.status,
      providerPriceId: null,
      ourPriceId: s.priceId,
      currentPeriodEnd: s.currentPeriodEnd,
      cancelAtPeriodEnd: s.cancelAtPeriodEnd,
      endedAt: s.endedAt,
      metadata: s.metadata,
    };
  }

  private async cardFails(customerId: string): Promise<boolean> {
    const [c] = await this.db.select({ fails: localCustomers.cardFails }).from(localCustomers).where(eq(localCustomers.id, customerId));
    return c?.fails ?? false;
  }

  /** Whether the customer already has a running subscription to the plan of price `priceId`. */
  private async runsPlanOf(customerId: string, priceId: number): Promise<boolean> {
    const wanted = alias(planPrices, 'wanted');
    const [row] = await this.db
      .select({ id: localSubscriptions.id })
      .from(localSubscriptions)
      .innerJoin(planPrices, eq(planPrices.id, localSubscriptions.priceId))
      .innerJoin(wanted, and(eq(wanted.planId, planPrices.planId), eq(wanted.id, priceId)))
      .where(and(eq(localSubscriptions.customerId, customerId), ne(localSubscriptions.status, 'canceled')))
      .limit(1);
    return row !== undefined;
  }

  /** Marks the card of every local customer of `userId` to fail (or pass) from now on. */
  async setCardFails(userId: number, fails: boolean): Promise<void> {
    await this.db.update(localCustomers).set({ cardFails: fails }).where(eq(localCustomers.userId, userId));
  }

  /** Pay on the checkout page: the subscription or payment is made and its events applied before the member is sent back. */
  async pay(id: string): Promise<string> {
    const open = await this.checkout(id);
    if (!open) throw new HttpError(404, paymentMessages.checkoutNotFound);
    if (open.status === 'complete') return open.successUrl;
    if (open.status !== 'open') throw new HttpError(404, paymentMessages.checkoutNotFound);
    if (open.mode === 'subscription' && (await this.runsPlanOf(open.customerId, open.ourId))) {
      // Two checkouts opened before either was paid: the second would be a second subscription to the same plan.
      await this.close(id, 'cancelled');
      return withQuery(open.cancelUrl, { reason: 'already_subscribed' });
    }
    if (await this.cardFails(open.customerId)) return this.decline(id);
    const resultId = open.mode === 'subscription' ? newId('sub') : newId('pi');
    // One tap wins: a second Pay (another tab, a double submit) finds the checkout complete.
    const [c] = await this.db
      .update(localCheckouts)
      .set({ status: 'complete', resultId })
      .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')))
      .returning();
    if (!c) return open.successUrl;
    const now = paymentsNow();
    const session = { id: c.id, object: 'checkout.session', mode: c.mode, customer: c.customerId, amount_total: c.amountInCents, currency: c.currency, metadata: c.metadata };
    if (c.mode === 'payment') {
      await this.emit('checkout.session.completed', { ...session, subscription: null, payment_intent: resultId });
      return c.successUrl;
    }
    const [sub] = await this.db
      .insert(localSubscriptions)
      .values({
        id: resultId,
        customerId: c.customerId,
        priceId: c.ourId,
        status: 'active',
        currentPeriodStart: now,
        currentPeriodEnd: addInterval(now, c.intervalPeriod ?? 'month'),
        metadata: c.metadata,
      })
      .returning();
    await this.emit('checkout.session.completed', { ...session, subscription: resultId, payment_intent: null });
    await this.emit('customer.subscription.created', subscriptionObject(sub!));
    await this.emitInvoice('invoice.paid', sub!, c.amountInCents, 'subscription_create');
    return c.successUrl;
  }

  /** Ends an open checkout without a payment; one already ended is not found. */
  private async close(id: string, status: 'declined' | 'cancelled'): Promise<LocalCheckout> {
    const [c] = await this.db
      .update(localCheckouts)
      .set({ status })
      .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')))
      .returning();
    if (!c) throw new HttpError(404, paymentMessages.checkoutNotFound);
    return c;
  }

  /** Decline on the checkout page (or a card marked to fail): a failed payment is recorded; back with a reason. */
  async decline(id: string): Promise<string> {
    const c = await this.close(id, 'declined');
    await this.emit('checkout.session.async_payment_failed', {
      id: c.id,
      object: 'checkout.session',
      mode: c.mode,
      customer: c.customerId,
      amount_total: c.amountInCents,
      currency: c.currency,
      metadata: c.metadata,
      last_payment_error: { code: 'card_declined' },
    });
    return withQuery(c.cancelUrl, { reason: 'card_declined' });
  }

  /** Cancel on the checkout page: nothing is bought; back to where the member came from. */
  async cancel(id: string): Promise<string> {
    const c = await this.close(id, 'cancelled');
    await this.emit('checkout.session.expired', { id: c.id, object: 'checkout.session', mode: c.mode, customer: c.customerId, metadata: c.metadata });
    return c.cancelUrl;
  }

  private async emitInvoice(type: 'invoice.paid' | 'invoice.payment_failed', s: LocalSubscription, amount: number, reason: string): Promise<void> {
    const [price] = await this.db.select({ currency: planPrices.currency }).from(planPrices).where(eq(planPrices.id, s.priceId));
    await this.emit(type, {
      id: newId('in'),
      object: 'invoice',
      customer: s.customerId,
      subscription: s.id,
      billing_reason: reason,
      amount_due: amount,
      amount_paid: type === 'invoice.paid' ? amount : 0,
      currency: price?.currency ?? 'eur',
      status: type === 'invoice.paid' ? 'paid' : 'open',
    });
  }

  async setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    const [s] = await this.db
      .update(localSubscriptions)
      .set({ cancelAtPeriodEnd: cancel })
      .where(and(eq(localSubscriptions.id, id), ne(localSubscriptions.status, 'canceled')))
      .returning();
    if (s) await this.emit('customer.subscription.updated', subscriptionObject(s));
    return this.retrieveSubscription(id);
  }

  private async priceOf(id: number): Promise<{ amountInCents: number; interval: IntervalPeriod }> {
    const [p] = await this.db.select({ amountInCents: planPrices.priceInCents, interval: planPrices.intervalPeriod }).from(planPrices).where(eq(planPrices.id, id));
    if (!p) throw new HttpError(404, paymentMessages.planNotFound);
    return p;
  }

  private async proration(s: LocalSubscription, newPrice: CheckoutRequest['price'], at: Date) {
    const from = await this.priceOf(s.priceId);
    const to = { amountInCents: newPrice.amountInCents, interval: (newPrice.interval as IntervalPeriod | null) ?? from.interval };
    return { ...prorate(from, to, s.currentPeriodStart, s.currentPeriodEnd, at), to };
  }

  async previewChange(input: { subscriptionId: string; newPrice: CheckoutRequest['price']; prorationDate?: number }): Promise<ProviderPreview> {
    const s = await this.subscription(input.subscriptionId);
    const prorationDate = input.prorationDate ?? seconds(paymentsNow());
    const { due, credit } = await this.proration(s, input.newPrice, new Date(prorationDate * 1000));
    return { amountDueInCents: due, creditInCents: credit, currency: input.newPrice.currency, prorationDate };
  }

  async changePrice(input: { subscriptionId: string; newPrice: CheckoutRequest['price']; prorationDate: number; now: boolean }): Promise<ProviderSubscription> {
    const s = await this.subscription(input.subscriptionId);
    if (!input.now) {
      // From the next renewal: the provider bills the new price then; until then the member keeps what they paid for.
      const [next] = await this.db.update(localSubscriptions).set({ priceId: input.newPrice.ourId }).where(eq(localSubscriptions.id, s.id)).returning();
      await this.emit('customer.subscription.updated', subscriptionObject(next!));
      return this.retrieveSubscription(s.id);
    }
    const at = new Date(input.prorationDate * 1000);
    const { due, to } = await this.proration(s, input.newPrice, at);
    const from = await this.priceOf(s.priceId);
    const newPeriod = to.interval !== from.interval ? { currentPeriodStart: at, currentPeriodEnd: addInterval(at, to.interval) } : {};
    const [next] = await this.db
      .update(localSubscriptions)
      .set({ priceId: input.newPrice.ourId, ...newPeriod })
      .where(eq(localSubscriptions.id, s.id))
      .returning();
    if (due > 0) await this.emitInvoice('invoice.paid', next!, due, 'subscription_update');
    await this.emit('customer.subscription.updated', subscriptionObject(next!));
    return this.retrieveSubscription(s.id);
  }

  async billingPortal(): Promise<string> {
    return this.urls.billing;
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    verifySignature(this.secret, rawBody, signature);
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new HttpError(400, paymentMessages.signatureInvalid);
    }
    const e = parsed as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
    if (typeof e.id !== 'string' || typeof e.type !== 'string' || typeof e.created !== 'number' || typeof e.data?.object !== 'object' || e.data.object === null) {
      throw new HttpError(400, paymentMessages.signatureInvalid);
    }
    return { id: e.id, type: e.type, occurredAt: new Date(e.created * 1000), object: e.data.object as Record<string, unknown> };
  }

  /**
   * Renewals on the payments clock: a period that ended renews (invoice.paid), or fails when the card is marked to fail
   * (past_due); a cancelled one ends at its period's end; a past-due one ends once the host's grace has passed. Each
   * change is claimed by a conditional update, so two processes never renew one subscription twice.
   */
  async runRenewals(now: Date = paymentsNow()): Promise<number> {
    const due = await this.db
      .select()
      .from(localSubscriptions)
      .where(and(inArray(localSubscriptions.status, ['active', 'past_due']), lte(localSubscriptions.currentPeriodEnd, now)));
    const [settings] = await this.db.select({ graceDays: paymentSettings.graceDays }).from(paymentSettings);
    const graceMs = (settings?.graceDays ?? 7) * DAY_MS;
    let changed = 0;
    for (const s of due) {
      const claim = and(eq(localSubscriptions.id, s.id), eq(localSubscriptions.status, s.status), eq(localSubscriptions.currentPeriodEnd, s.currentPeriodEnd));
      if (s.status === 'active' && s.cancelAtPeriodEnd) {
        const [ended] = await this.db.update(localSubscriptions).set({ status: 'canceled', endedAt: s.currentPeriodEnd }).where(claim).returning();
        if (ended) await this.emit('customer.subscription.deleted', subscriptionObject(ended), s.currentPeriodEnd);
      } else if (s.status === 'past_due' && s.pastDueSince && now.getTime() >= s.pastDueSince.getTime() + graceMs) {
        const [ended] = await this.db.update(localSubscriptions).set({ status: 'canceled', endedAt: now }).where(claim).returning();
        if (ended) await this.emit('customer.subscription.deleted', subscriptionObject(ended), now);
      } else if (await this.cardFails(s.customerId)) {
        if (s.status === 'past_due') continue;
        const [failed] = await this.db.update(localSubscriptions).set({ status: 'past_due', pastDueSince: now }).where(claim).returning();
        if (!failed) continue;
        const price = await this.priceOf(s.priceId);
        await this.emitInvoice('invoice.payment_failed', failed, price.amountInCents, 'subscription_cycle');
        await this.emit('customer.subscription.updated', subscriptionObject(failed));
      } else {
        // Paid: one invoice per period that has passed (a clock moved by months bills each month).
        const price = await this.priceOf(s.priceId);
        let start = s.currentPeriodEnd;
        let end = addInterval(start, price.interval);
        const invoices: number[] = [price.amountInCents];
        while (end.getTime() <= now.getTime()) {
          start = end;
          end = addInterval(start, price.interval);
          invoices.push(price.amountInCents);
        }
        const [renewed] = await this.db
          .update(localSubscriptions)
          .set({ status: 'active', pastDueSince: null, currentPeriodStart: start, currentPeriodEnd: end })
          .where(claim)
          .returning();
        if (!renewed) continue;
        for (const amount of invoices) await this.emitInvoice('invoice.paid', renewed, amount, 'subscription_cycle');
        await this.emit('customer.subscription.updated', subscriptionObject(renewed));
      }
      changed += 1;
    }
    return changed;
  }
}
