// The payment provider the server sells through: Stripe with keys, else the embedded local provider (docs/architecture.md "Paid plans").
import type { PaymentProviderName } from './payments-schema';

/** A checkout to open: who pays, for what, at which price, and where the member comes back to. */
export interface CheckoutRequest {
  /** Our checkout_sessions row's purpose; the provider's id comes back. */
  customerId: string;
  mode: 'subscription' | 'payment';
  /** Stripe's price id, or our plan_prices / products id for the local provider. */
  price: { providerPriceId: string | null; ourId: number; amountInCents: number; currency: string; interval: string | null; name: string };
  successUrl: string;
  cancelUrl: string;
  /** Ours, carried through the provider and back in its events: the member and what they buy. */
  metadata: Record<string, string>;
}

/** The provider's current state of a subscription, as fulfilment applies it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: 'incomplete' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete_expired' | 'trialing';
  providerPriceId: string | null;
  /** Our plan_prices id when the provider carries it (metadata; the local provider always). */
  ourPriceId: number | null;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  metadata: Record<string, string>;
  /**
   * A change waiting at the provider for the period's end (Stripe's subscription schedule): the price it renews at,
   * while `providerPriceId` stays the current one. Undefined: the provider does not say (the local provider switches
   * the price at once and renews at it).
   */
  pendingProviderPriceId?: string | null;
}

/** What a change of plan would charge now. */
export interface ProviderPreview {
  amountDueInCents: number;
  creditInCents: number;
  currency: string;
  prorationDate: number;
}

/** A provider event, verified and parsed: id, type, when, and the object it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  occurredAt: Date;
  object: Record<string, unknown>;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  /** The member's customer at the provider, made once (payment_customers keeps it). */
  createCustomer(input: { email: string; name: string; userId: number }): Promise<string>;
  createCheckout(input: CheckoutRequest): Promise<{ id: string; url: string }>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  /** Cancel at the period's end (true) or undo that (false). */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  previewChange(input: { subscriptionId: string; newPrice: CheckoutRequest['price']; prorationDate?: number }): Promise<ProviderPreview>;
  changePrice(input: { subscriptionId: string; newPrice: CheckoutRequest['price']; prorationDate: number; now: boolean }): Promise<ProviderSubscription>;
  /** Invoices and the card: the provider's portal, or the server's own billing page. */
  billingPortal(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Checks the signature on the raw body; throws on a forged or stale one. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
