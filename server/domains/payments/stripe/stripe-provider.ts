// The Stripe provider of paid plans: customers, checkout, subscriptions and their changes, the portal, signed events (docs/architecture.md "Paid plans").
import Stripe from 'stripe';
import { paymentMessages } from '../../../../schema/payments/payment-rules';
import { HttpError } from '../../../core/http-error';
import type { CheckoutRequest, PaymentProvider, ProviderEvent } from '../provider';
import { changePrice, previewChange, providerPriceIdOf, setCancelAtPeriodEnd, type StripeCalls } from './stripe-plan-change';
import { toProviderSubscription, withSchedule } from './stripe-subscription';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** A Connect account the community sells through: every request carries it (the `Stripe-Account` header). */
  connectAccountId?: string | null;
  /** The SDK's own address options, so tests point it at a local double of Stripe's API. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Signatures older than this are refused (the SDK's default tolerance, against a replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

function checkoutParams(input: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const common = {
    customer: input.customerId,
    line_items: [{ price: providerPriceIdOf(input.price, input.mode), quantity: 1 }],
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    metadata: input.metadata,
  };
  // The metadata rides on what the checkout makes too, so the subscription's and the charge's events name the member.
  return input.mode === 'subscription'
    ? { ...common, mode: 'subscription', subscription_data: { metadata: input.metadata } }
    : { ...common, mode: 'payment', payment_intent_data: { metadata: input.metadata } };
}

export function createStripeProvider(opts: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    telemetry: false,
    appInfo: { name: 'community-app' },
  });
  const connect = opts.connectAccountId || undefined;
  const calls: StripeCalls = {
    stripe,
    options: (extra = {}) => (connect ? { ...extra, stripeAccount: connect } : extra),
  };

  return {
    name: 'stripe',

    async createCustomer({ email, name, userId }) {
      const customer = await stripe.customers.create({ email, name, metadata: { user_id: String(userId) } }, calls.options());
      return customer.id;
    },

    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(checkoutParams(input), calls.options());
      if (!session.url) throw new Error(`Stripe checkout ${session.id} came without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveSubscription(id) {
      return toProviderSubscription(await stripe.subscriptions.retrieve(id, withSchedule, calls.options()));
    },

    setCancelAtPeriodEnd: (id, cancel) => setCancelAtPeriodEnd(calls, id, cancel),
    previewChange: (input) => previewChange(calls, input),
    changePrice: (input) => changePrice(calls, input),

    async billingPortal({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, calls.options());
      return session.url;
    },

    verifyEvent(rawBody, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        // Throws on a forged body or signature, or one older than the tolerance.
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', opts.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
      } catch {
        throw new HttpError(400, paymentMessages.signatureInvalid);
      }
      return {
        id: event.id,
        type: event.type,
        occurredAt: new Date(event.created * 1000),
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}
