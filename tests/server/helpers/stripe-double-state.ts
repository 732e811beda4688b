// The Stripe double's objects in memory, shaped as Stripe's API answers them, and what happens to them (checkout, renewal, refund).
/* eslint-disable @typescript-eslint/no-explicit-any -- Stripe's objects are loose JSON here, checked by the SDK's reading of them */

export type Json = Record<string, any>;
type Interval = 'day' | 'week' | 'month' | 'year';

const DAY = 86_400;
const intervalSeconds: Record<Interval, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY };

/** Stripe-like ids: a prefix and random letters (cus_…, cs_test_…, sub_…, price_…). */
export function stripeId(prefix: string): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 24; i++) id += letters[Math.floor(Math.random() * letters.length)];
  return `${prefix}_${id}`;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const list = (data: Json[], url: string) => ({ object: 'list', data, has_more: false, url });

export class StripeState {
  /** Every object by id, with the Connect account it lives on (null: the platform's own). */
  readonly objects = new Map<string, { account: string | null; object: Json }>();
  /** Seconds since the epoch as the double's clock reads them; tests may move it. */
  now = () => Math.floor(Date.now() / 1000);

  constructor(readonly baseUrl: () => string) {}

  put(account: string | null, object: Json): Json {
    this.objects.set(object.id, { account, object });
    return object;
  }

  /** An object as the account asking sees it: another account's is missing, as at Stripe. */
  get(id: string, account: string | null, kind?: string): Json {
    const found = this.objects.get(id);
    if (!found || found.account !== account || (kind && found.object.object !== kind)) {
      throw new StripeError(404, `No such ${kind ?? 'object'}: '${id}'`, 'resource_missing');
    }
    return found.object;
  }

  /** Any object, whichever account: the test's own view. */
  peek(id: string): Json {
    const found = this.objects.get(id);
    if (!found) throw new Error(`the double has no ${id}`);
    return found.object;
  }

  /** The object with the fields `expand[]` names as objects rather than ids (a copy: the stored one keeps ids). */
  expand(object: Json, fields: unknown): Json {
    const names = Array.isArray(fields) ? (fields as string[]) : [];
    const copy = { ...object };
    for (const name of names) if (typeof copy[name] === 'string') copy[name] = this.peek(copy[name]);
    return copy;
  }

  accountOf(id: string): string | null {
    return this.objects.get(id)?.account ?? null;
  }

  addPrice(input: { unitAmount: number; currency: string; interval?: Interval | null; account?: string | null; id?: string }): Json {
    const recurring = input.interval ? { interval: input.interval, interval_count: 1, usage_type: 'licensed' } : null;
    return this.put(input.account ?? null, {
      id: input.id ?? stripeId('price'),
      object: 'price',
      active: true,
      currency: input.currency,
      unit_amount: input.unitAmount,
      recurring,
      type: recurring ? 'recurring' : 'one_time',
      product: stripeId('prod'),
      metadata: {},
      livemode: false,
      created: this.now(),
    });
  }

  createCustomer(account: string | null, body: Json): Json {
    return this.put(account, { id: stripeId('cus'), object: 'customer', email: body.email ?? null, name: body.name ?? null, metadata: body.metadata ?? {}, created: this.now(), livemode: false });
  }

  createCheckout(account: string | null, body: Json): Json {
    if (body.customer) this.get(body.customer, account, 'customer');
    const items: Json[] = body.line_items ?? [];
    const price = items[0]?.price ? this.get(items[0].price, account, 'price') : null;
    if (!price) throw new StripeError(400, 'line_items[0][price] is required', 'parameter_missing');
    if ((body.mode === 'subscription') !== (price.type === 'recurring')) {
      throw new StripeError(400, `mode ${body.mode} does not fit price ${price.id} (${price.type})`, 'parameter_invalid');
    }
    const id = stripeId('cs_test');
    return this.put(account, {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      customer: body.customer ?? null,
      client_reference_id: body.client_reference_id ?? null,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      metadata: body.metadata ?? {},
      subscription_data_metadata: body.subscription_data?.metadata ?? {},
      payment_intent_data_metadata: body.payment_intent_data?.metadata ?? {},
      line_price: price.id,
      amount_total: price.unit_amount,
      currency: price.currency,
      subscription: null,
      payment_intent: null,
      url: `${this.baseUrl()}/checkout/${id}`,
      created: this.now(),
      expires_at: this.now() + DAY,
      livemode: false,
    });
  }

  private invoiceFor(account: string | null, sub: Json, lines: Json[], status: 'paid' | 'open', reason: string): Json {
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    return this.put(account, {
      id: stripeId('in'),
      object: 'invoice',
      customer: sub.customer,
      currency: sub.currency,
      status,
      billing_reason: reason,
      amount_due: Math.max(total, 0),
      amount_paid: status === 'paid' ? Math.max(total, 0) : 0,
      amount_remaining: status === 'paid' ? 0 : Math.max(total, 0),
      total,
      subtotal: total,
      attempt_count: 1,
      lines: list(lines, '/v1/invoices/lines'),
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      period_start: lines[0]?.period.start ?? this.now(),
      period_end: lines[0]?.period.end ?? this.now(),
      created: this.now(),
      livemode: false,
    });
  }

  private line(sub: Json, price: Json, amount: number, period: { start: number; end: number }, proration: boolean): Json {
    return {
      id: stripeId('il_tmp'),
      object: 'line_item',
      amount,
      currency: price.currency,
      description: proration ? (amount < 0 ? 'Unused time' : 'Remaining time') : '1 × plan',
      period,
      quantity: 1,
      parent: {
        type: 'subscription_item_details',
        invoice_item_details: null,
        subscription_item_details: { subscription: sub.id, subscription_item: sub.items.data[0].id, proration, invoice_item: null, proration_details: null },
      },
      pricing: { type: 'price_details', price_details: { price: price.id, product: price.product }, unit_amount_decimal: String(price.unit_amount) },
      metadata: {},
    };
  }

  /** Stripe's proration by the second: the unused rest of the old price credited, the rest of the new one charged. */
  prorationLines(sub: Json, newPrice: Json, prorationDate: number): Json[] {
    const item = sub.items.data[0];
    const period = { start: prorationDate, end: item.current_period_end };
    const share = (item.current_period_end - prorationDate) / (item.current_period_end - item.current_period_start);
    return [
      this.line(sub, item.price, -Math.round(item.price.unit_amount * share), period, true),
      this.line(sub, newPrice, Math.round(newPrice.unit_amount * share), period, true),
    ];
  }

  private startSubscription(account: string | null, session: Json, price: Json): Json {
    const start = this.now();
    const id = stripeId('sub');
    const end = start + intervalSeconds[price.recurring.interval as Interval];
    const sub = this.put(account, {
      id,
      object: 'subscription',
      customer: session.customer,
      status: 'active',
      currency: price.currency,
      items: list([{ id: stripeId('si'), object: 'subscription_item', price, quantity: 1, subscription: id, current_period_start: start, current_period_end: end, metadata: {} }], `/v1/subscription_items?subscription=${id}`),
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      billing_cycle_anchor: start,
      start_date: start,
      schedule: null,
      pending_update: null,
      latest_invoice: null,
      metadata: { ...session.subscription_data_metadata },
      created: start,
      livemode: false,
    });
    sub.latest_invoice = this.invoiceFor(account, sub, [this.line(sub, price, price.unit_amount, { start, end }, false)], 'paid', 'subscription_create').id;
    return sub;
  }

  private pay(account: string | null, session: Json, price: Json): Json {
    const intent = this.put(account, { id: stripeId('pi'), object: 'payment_intent', amount: price.unit_amount, currency: price.currency, customer: session.customer, status: 'succeeded', metadata: { ...session.payment_intent_data_metadata }, latest_charge: null, created: this.now(), livemode: false });
    const charge = this.put(account, { id: stripeId('ch'), object: 'charge', amount: price.unit_amount, amount_captured: price.unit_amount, amount_refunded: 0, refunded: false, paid: true, status: 'succeeded', currency: price.currency, customer: session.customer, payment_intent: intent.id, metadata: intent.metadata, created: this.now(), livemode: false });
    intent.latest_charge = charge.id;
    return intent;
  }

  /** The member paid on Stripe's page: the subscription starts (or the payment succeeds) and the session completes. */
  completeCheckout(sessionId: string): Json {
    const session = this.peek(sessionId);
    const account = this.accountOf(sessionId);
    const price = this.peek(session.line_price);
    if (session.mode === 'subscription') session.subscription = this.startSubscription(account, session, price).id;
    else session.payment_intent = this.pay(account, session, price).id;
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    return session;
  }

  /** A renewal's payment failed: past due, with an open invoice Stripe retries. */
  failRenewal(subId: string): Json {
    const sub = this.peek(subId);
    const item = sub.items.data[0];
    const period = { start: item.current_period_end, end: item.current_period_end + intervalSeconds[item.price.recurring.interval as Interval] };
    Object.assign(item, { current_period_start: period.start, current_period_end: period.end });
    sub.status = 'past_due';
    const invoice = this.invoiceFor(this.accountOf(subId), sub, [this.line(sub, item.price, item.price.unit_amount, period, false)], 'open', 'subscription_cycle');
    sub.latest_invoice = invoice.id;
    return invoice;
  }

  /** The subscription ended (Stripe gave up retrying, or it was cancelled at once). */
  endSubscription(subId: string): Json {
    const sub = this.peek(subId);
    Object.assign(sub, { status: 'canceled', ended_at: this.now(), canceled_at: sub.canceled_at ?? this.now() });
    return sub;
  }

  /** The whole charge paid back. */
  refund(chargeId: string): Json {
    const charge = this.peek(chargeId);
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    return charge;
  }

  updateSubscription(account: string | null, id: string, body: Json): Json {
    const sub = this.get(id, account, 'subscription');
    if (body.cancel_at_period_end !== undefined) {
      if (sub.schedule) {
        throw new StripeError(400, `The subscription is managed by the subscription schedule \`${sub.schedule}\`, and updating any cancelation behavior directly is not allowed.`);
      }
      sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      sub.canceled_at = sub.cancel_at_period_end ? this.now() : null;
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
    }
    const change = body.items?.[0];
    if (change?.price) {
      const item = sub.items.data.find((i: Json) => i.id === change.id);
      if (!item) throw new StripeError(400, `No such subscription item: '${change.id}'`, 'resource_missing');
      const price = this.get(change.price, account, 'price');
      if (body.proration_behavior === 'always_invoice') {
        const lines = this.prorationLines(sub, price, Number(body.proration_date ?? this.now()));
        sub.latest_invoice = this.invoiceFor(account, sub, lines, 'paid', 'subscription_update').id;
      }
      item.price = price;
    }
    if (body.metadata) Object.assign(sub.metadata, body.metadata);
    return sub;
  }

  preview(account: string | null, body: Json): Json {
    const sub = this.get(body.subscription, account, 'subscription');
    const details = body.subscription_details ?? {};
    const change = details.items?.[0];
    const price = change?.price ? this.get(change.price, account, 'price') : sub.items.data[0].price;
    const lines = this.prorationLines(sub, price, Number(details.proration_date ?? this.now()));
    if (details.proration_behavior !== 'always_invoice') {
      const end = sub.items.data[0].current_period_end;
      lines.push(this.line(sub, price, price.unit_amount, { start: end, end: end + intervalSeconds[price.recurring.interval as Interval] }, false));
    }
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    return { id: stripeId('upcoming_in'), object: 'invoice', customer: sub.customer, currency: sub.currency, status: 'draft', amount_due: Math.max(total, 0), total, subtotal: total, lines: list(lines, '/v1/invoices/upcoming/lines'), livemode: false };
  }

  createSchedule(account: string | null, body: Json): Json {
    const sub = this.get(body.from_subscription, account, 'subscription');
    if (sub.schedule) throw new StripeError(400, `You cannot migrate a subscription that is already attached to a schedule: \`${sub.schedule}\`.`);
    const item = sub.items.data[0];
    const phase = { start_date: item.current_period_start, end_date: item.current_period_end };
    const schedule = this.put(account, {
      id: stripeId('sub_sched'),
      object: 'subscription_schedule',
      customer: sub.customer,
      subscription: sub.id,
      status: 'active',
      end_behavior: 'release',
      current_phase: phase,
      phases: [{ ...phase, items: [{ price: item.price.id, quantity: item.quantity }], proration_behavior: 'create_prorations', metadata: {} }],
      released_at: null,
      released_subscription: null,
      created: this.now(),
      livemode: false,
    });
    sub.schedule = schedule.id;
    return schedule;
  }

  updateSchedule(account: string | null, id: string, body: Json): Json {
    const schedule = this.get(id, account, 'subscription_schedule');
    if (schedule.status !== 'active') throw new StripeError(400, `You cannot update a subscription schedule that is ${schedule.status}.`);
    if (body.end_behavior) schedule.end_behavior = body.end_behavior;
    if (body.phases) {
      let start = Number(body.phases[0].start_date);
      schedule.phases = body.phases.map((phase: Json) => {
        const price = this.get(phase.items[0].price, account, 'price');
        const length = phase.duration ? intervalSeconds[phase.duration.interval as Interval] * Number(phase.duration.interval_count ?? 1) : intervalSeconds[price.recurring.interval as Interval];
        const shaped = {
          start_date: start,
          end_date: phase.end_date ? Number(phase.end_date) : start + length,
          items: phase.items.map((i: Json) => ({ price: i.price, quantity: Number(i.quantity ?? 1) })),
          proration_behavior: phase.proration_behavior ?? 'create_prorations',
          metadata: phase.metadata ?? {},
        };
        start = shaped.end_date;
        return shaped;
      });
    }
    return schedule;
  }

  releaseSchedule(account: string | null, id: string): Json {
    const schedule = this.get(id, account, 'subscription_schedule');
    if (schedule.status !== 'active') throw new StripeError(400, `You cannot release a subscription schedule that is ${schedule.status}.`);
    Object.assign(schedule, { status: 'released', released_at: this.now(), released_subscription: schedule.subscription, current_phase: null });
    this.peek(schedule.subscription).schedule = null;
    return schedule;
  }

  /**
   * The period ends and the subscription renews: a schedule's next phase (a downgrade) takes effect, then the schedule
   * releases the subscription as its end_behavior says.
   */
  renew(subId: string): Json {
    const sub = this.peek(subId);
    const item = sub.items.data[0];
    const schedule = sub.schedule ? this.peek(sub.schedule) : null;
    const next = schedule?.phases.find((phase: Json) => phase.start_date >= item.current_period_end);
    if (next) item.price = this.peek(next.items[0].price);
    const period = { start: item.current_period_end, end: item.current_period_end + intervalSeconds[item.price.recurring.interval as Interval] };
    Object.assign(item, { current_period_start: period.start, current_period_end: period.end });
    if (schedule && next === schedule.phases.at(-1)) this.releaseSchedule(this.accountOf(subId), schedule.id);
    sub.status = 'active';
    sub.latest_invoice = this.invoiceFor(this.accountOf(subId), sub, [this.line(sub, item.price, item.price.unit_amount, period, false)], 'paid', 'subscription_cycle').id;
    return sub;
  }

  portal(account: string | null, body: Json): Json {
    this.get(body.customer, account, 'customer');
    const id = stripeId('bps');
    return this.put(account, { id, object: 'billing_portal.session', customer: body.customer, return_url: body.return_url ?? null, url: `${this.baseUrl()}/portal/${id}`, created: this.now(), livemode: false });
  }
}
