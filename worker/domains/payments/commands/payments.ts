// engine.payments: the paywall and the member's purchases into the mirror (readable offline), and checkout, cancel, undo, preview, change, invoices and the card (online only, never queued).
import { paymentMessages } from '../../../../schema/payments/payment-rules';
import {
  checkoutBody,
  changeBody,
  type CheckoutBody,
  type Invoice,
  type Upcoming,
  type WebSubscriptionPurchase,
} from '../../../../schema/payments/wire';
import { failure, validate } from '../../account/account-results';
import { asMember, reloadUserData } from '../../account/user-data';
import { ApiError } from '../../../api-error';
import type { EngineContext } from '../../../commands/context';
import type { AccountResult, Failure } from '../../../engine-results';
import { currentUserId, writeAsMember } from '../../../mirror-writes';
import { putPaywall, putPurchase, putPurchases } from '../payment-rows';

/** No answer: paying needs the network, said plainly; nothing waits in the outbox (docs/architecture.md "Paid plans"). */
function paymentFailure(error: unknown): Failure {
  if (error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout')) {
    return { ok: false, status: -1, message: paymentMessages.needsNetwork };
  }
  return failure(error);
}

async function online<T>(call: () => Promise<T>): Promise<AccountResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (e) {
    return paymentFailure(e);
  }
}

export interface ChangeChoice {
  newWebSubscriptionId: number;
  /** The preview's: what is charged is what was shown. */
  prorationDate: number;
  /** A downgrade at once instead of at the period's end. */
  applyNow?: boolean;
}

export function paymentCommands(ctx: EngineContext) {
  const { db, api } = ctx;

  /** A purchase's answer: the row now, and the user data (what the member holds) read again. */
  async function applied(purchase: WebSubscriptionPurchase): Promise<WebSubscriptionPurchase> {
    const userId = await currentUserId(db);
    await writeAsMember(db, userId, () => putPurchase(db, purchase));
    await reloadUserData(db, api);
    return purchase;
  }

  return {
    /** GET the paywall into its one mirror row: the screen reads it at once, offline too. */
    async loadPaywall(): Promise<void> {
      const answer = await api.paywall();
      await putPaywall(db, answer);
    },

    /** The member's subscription purchases, the whole list (membership settings). */
    async loadPurchases(): Promise<void> {
      const userId = await currentUserId(db);
      if (userId === null) return;
      const answer = await api.webSubscriptionPurchases();
      await writeAsMember(db, userId, () => putPurchases(db, answer.web_subscription_purchases));
    },

    /**
     * Opens a payment ticket (platform web, the device's summary) and a checkout; answers where to pay. Offline it
     * answers that paying needs the network: a payment is never queued.
     */
    async checkout(body: CheckoutBody, deviceSummary = ''): Promise<AccountResult<{ id: string; url: string }>> {
      const valid = validate(checkoutBody, body);
      if (!valid.ok) return valid;
      return asMember(db, () =>
        online(async () => {
          await api.openPaymentTicket({ platform: 'web', device_summary: deviceSummary.slice(0, 500) });
          const answer = await api.checkout(valid.value);
          return answer.stripe_checkout_session;
        }),
      );
    },

    /** Cancels at the period's end: access goes on until then, and Undo is possible. */
    cancel(purchaseId: number): Promise<AccountResult<WebSubscriptionPurchase>> {
      return asMember(db, () => online(async () => applied((await api.cancelPurchase(purchaseId)).web_subscription_purchase)));
    },

    /** Undoes a cancel while the period runs. */
    resume(purchaseId: number): Promise<AccountResult<WebSubscriptionPurchase>> {
      return asMember(db, () => online(async () => applied((await api.resumePurchase(purchaseId)).web_subscription_purchase)));
    },

    /** What changing to another price would charge now, and the proration date the change must name. */
    preview(purchaseId: number, newWebSubscriptionId: number): Promise<AccountResult<Upcoming>> {
      return asMember(db, () => online(async () => (await api.upcomingChange(purchaseId, newWebSubscriptionId)).upcoming));
    },

    /** Changes plan as previewed; the answer updates the purchase and the user data. */
    async change(purchaseId: number, choice: ChangeChoice): Promise<AccountResult<WebSubscriptionPurchase>> {
      const valid = validate(changeBody, {
        proration_date: choice.prorationDate,
        new_web_subscription_id: choice.newWebSubscriptionId,
        ...(choice.applyNow ? { apply_now: true } : {}),
      });
      if (!valid.ok) return valid;
      return asMember(db, () => online(async () => applied((await api.changePurchase(purchaseId, valid.value)).web_subscription_purchase)));
    },

    /** Where the member sees invoices and changes the card (Stripe's portal, or the server's own page). */
    billingPortal(returnPath: string): Promise<AccountResult<string>> {
      return asMember(db, () => online(async () => (await api.billingPortal(returnPath)).url));
    },

    /** What the member was charged, newest first (not mirrored: the billing page needs the network). */
    invoices(): Promise<AccountResult<Invoice[]>> {
      return asMember(db, () => online(async () => (await api.invoices()).invoices));
    },
  };
}
