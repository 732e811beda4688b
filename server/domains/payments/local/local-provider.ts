// The embedded local provider: test-mode payments kept in the server's own tables, its events signed and sent through the webhook route like Stripe's.
import { and, eq, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paymentMessages, type IntervalPeriod } from '../../../../schema/payments/payment-rules';
import { HttpError } from '../../../core/http-error';
import type { Database } from '../../../db/connect';
import { paymentsNow } from '../clock';
import { addInterval, prorate } from '../money';
import { planPrices } from '../payments-schema';
import type { CheckoutRequest, PaymentProvider, ProviderEvent, ProviderPreview, ProviderSubscription } from '../provider';
import { localCheckouts, localCustomers, localSubscriptions } from './local-schema';
import { signPayload, verifySignature } from './local-signature';
import { CHECKOUT_LIFETIME_MS, newId, seconds, subscriptionObject, withQuery, type LocalSubscription } from './local-objects';
import { runLocalRenewals } from './local-renewals';

type LocalCheckout = typeof localCheckouts.$inferSelect;

/** Sends a signed event to the webhook route (POST /api/v2/payments/webhook) and waits for it to be applied. */
export type DeliverEvent = (body: string, signature: string) => Promise<void>;

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
      createdAt: paymentsNow(),
    });
    return { id, url: this.urls.checkout(id) };
  }

  /** The checkout; one left open a day (on the payments clock) expires when next read, as Stripe's do, and says so. */
  async checkout(id: string): Promise<LocalCheckout | null> {
    const [row] = await this.db.select().from(localCheckouts).where(eq(localCheckouts.id, id));
    if (!row || row.status !== 'open' || paymentsNow().getTime() - row.createdAt.getTime() < CHECKOUT_LIFETIME_MS) return row ?? null;
    const [expired] = await this.db
      .update(localCheckouts)
      .set({ status: 'cancelled' })
      .where(and(eq(localCheckouts.id, id), eq(localCheckouts.status, 'open')))
      .returning();
    if (expired) await this.emit('checkout.session.expired', { id, object: 'checkout.session', mode: expired.mode, customer: expired.customerId, metadata: expired.metadata });
    return this.checkout(id);
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

  /** Whether the customer's card is marked to fail (renewals read it). */
  async cardFails(customerId: string): Promise<boolean> {
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
    await this.checkout(id);
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

  async emitInvoice(type: 'invoice.paid' | 'invoice.payment_failed', s: LocalSubscription, amount: number, reason: string): Promise<void> {
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

  async priceOf(id: number): Promise<{ amountInCents: number; interval: IntervalPeriod }> {
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

  /** Renewals on the payments clock (local-renewals.ts). */
  runRenewals(now: Date = paymentsNow()): Promise<number> {
    return runLocalRenewals(this, this.db, now);
  }
}
