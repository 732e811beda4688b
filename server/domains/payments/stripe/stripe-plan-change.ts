// A change of plan at Stripe: the preview of what it charges now, an upgrade applied at once, a downgrade kept for the period's end.
import type Stripe from 'stripe';
import { paymentMessages } from '../../../../schema/payments/payment-rules';
import { HttpError } from '../../../core/http-error';
import type { CheckoutRequest, ProviderPreview, ProviderSubscription } from '../provider';
import { planItemOf, scheduleIdOf, toProviderSubscription, withSchedule } from './stripe-subscription';

/** The SDK and the options every request carries (the Connect account's header). */
export interface StripeCalls {
  stripe: Stripe;
  options(extra?: Stripe.RequestOptions): Stripe.RequestOptions;
}

type Price = CheckoutRequest['price'];

/** Stripe's id of our price; one Stripe does not know of (no `provider_price_id` set by the host) is not on sale there. */
export function providerPriceIdOf(price: Price, mode: CheckoutRequest['mode'] = 'subscription'): string {
  if (!price.providerPriceId) throw new HttpError(404, mode === 'subscription' ? paymentMessages.planNotFound : paymentMessages.productNotFound);
  return price.providerPriceId;
}

/**
 * A proration line: `parent.subscription_item_details.proration` in the API versions since 2025-03-31, `proration` on the
 * line before them (Stripe's "Create a preview invoice": consider only the lines that are prorations).
 */
function isProration(line: Stripe.InvoiceLineItem): boolean {
  const legacy = (line as Stripe.InvoiceLineItem & { proration?: boolean }).proration;
  return line.parent?.subscription_item_details?.proration ?? legacy ?? false;
}

export async function previewChange(
  calls: StripeCalls,
  input: { subscriptionId: string; newPrice: Price; prorationDate?: number },
): Promise<ProviderPreview> {
  const sub = await calls.stripe.subscriptions.retrieve(input.subscriptionId, {}, calls.options());
  const prorationDate = input.prorationDate ?? Math.floor(Date.now() / 1000);
  const invoice = await calls.stripe.invoices.createPreview(
    {
      subscription: sub.id,
      subscription_details: {
        items: [{ id: planItemOf(sub).id, price: providerPriceIdOf(input.newPrice) }],
        // What changePrice does now: the prorations invoiced at once.
        proration_behavior: 'always_invoice',
        proration_date: prorationDate,
      },
    },
    calls.options(),
  );
  const net = invoice.lines.data.filter(isProration).reduce((sum, line) => sum + line.amount, 0);
  return { amountDueInCents: Math.max(net, 0), creditInCents: Math.max(-net, 0), currency: invoice.currency, prorationDate };
}

async function releaseSchedule(calls: StripeCalls, sub: Stripe.Subscription): Promise<void> {
  const scheduleId = scheduleIdOf(sub);
  if (scheduleId) await calls.stripe.subscriptionSchedules.release(scheduleId, {}, calls.options());
}

/**
 * Now: the price is swapped with the prorations invoiced at once, at the previewed `proration_date`, and only if that
 * invoice is paid (`pending_if_incomplete`, Stripe's "pending updates"), so a declined upgrade leaves the plan as it was.
 * The idempotency key names the change, so a repeated request changes once.
 */
async function changeNow(calls: StripeCalls, sub: Stripe.Subscription, priceId: string, prorationDate: number): Promise<Stripe.Subscription> {
  await releaseSchedule(calls, sub);
  return calls.stripe.subscriptions.update(
    sub.id,
    {
      items: [{ id: planItemOf(sub).id, price: priceId }],
      proration_behavior: 'always_invoice',
      proration_date: prorationDate,
      payment_behavior: 'pending_if_incomplete',
    },
    calls.options({ idempotencyKey: `plan-change-now-${sub.id}-${priceId}-${prorationDate}` }),
  );
}

/**
 * At the period's end: a subscription schedule (Stripe's documented way to downgrade from the next billing period,
 * "Subscription schedules", use cases): the running phase keeps the current price to its end, the next phase has the
 * new price without prorations, and the schedule then releases the subscription. Choosing the current price again
 * releases the schedule, which drops the pending change. `proration_behavior: 'none'` on the subscription itself would
 * move the member to the lower plan at once, before the period they paid for ends.
 */
async function changeAtPeriodEnd(calls: StripeCalls, sub: Stripe.Subscription, newPrice: Price): Promise<void> {
  const item = planItemOf(sub);
  const priceId = providerPriceIdOf(newPrice);
  if (item.price.id === priceId) return releaseSchedule(calls, sub);
  const existing = scheduleIdOf(sub);
  const schedule = existing
    ? await calls.stripe.subscriptionSchedules.retrieve(existing, {}, calls.options())
    : await calls.stripe.subscriptionSchedules.create({ from_subscription: sub.id }, calls.options());
  const running = schedule.current_phase ?? schedule.phases[0];
  if (!running) throw new Error(`Stripe schedule ${schedule.id} has no phase`);
  const interval = newPrice.interval as 'day' | 'week' | 'month' | 'year' | null;
  await calls.stripe.subscriptionSchedules.update(
    schedule.id,
    {
      end_behavior: 'release',
      phases: [
        { items: [{ price: item.price.id, quantity: item.quantity ?? 1 }], start_date: running.start_date, end_date: running.end_date, proration_behavior: 'none' },
        { items: [{ price: priceId, quantity: 1 }], proration_behavior: 'none', ...(interval ? { duration: { interval, interval_count: 1 } } : {}) },
      ],
    },
    calls.options(),
  );
}

export async function changePrice(
  calls: StripeCalls,
  input: { subscriptionId: string; newPrice: Price; prorationDate: number; now: boolean },
): Promise<ProviderSubscription> {
  const sub = await calls.stripe.subscriptions.retrieve(input.subscriptionId, {}, calls.options());
  if (input.now) return toProviderSubscription(await changeNow(calls, sub, providerPriceIdOf(input.newPrice), input.prorationDate));
  await changeAtPeriodEnd(calls, sub, input.newPrice);
  return toProviderSubscription(await calls.stripe.subscriptions.retrieve(sub.id, withSchedule, calls.options()));
}

/** Cancelling (or undoing it) releases a schedule first: Stripe refuses a cancel on a schedule's subscription, and a pending change ends with it. */
export async function setCancelAtPeriodEnd(calls: StripeCalls, id: string, cancel: boolean): Promise<ProviderSubscription> {
  const sub = await calls.stripe.subscriptions.retrieve(id, {}, calls.options());
  await releaseSchedule(calls, sub);
  return toProviderSubscription(await calls.stripe.subscriptions.update(id, { cancel_at_period_end: cancel }, calls.options()));
}
