// The payments calls (schema/payments/): the paywall, checkout, the member's subscription purchases and their changes, invoices, the payment ticket.
import { apiPaths, fillPath } from '../../../schema/api-paths';
import { paymentsContract } from '../../../schema/payments';
import {
  billingPortalAnswer,
  checkoutAnswer,
  invoicesAnswer,
  paywallAnswer,
  purchaseAnswer,
  purchasesAnswer,
  upcomingAnswer,
  type CheckoutBody,
} from '../../../schema/payments/wire';
import { paymentTicketAnswer, type PaymentTicketBody } from '../../../schema/profile';
import type { ApiClient } from '../../api-client';

const paths = paymentsContract.apiPaths;
const onPurchase = (path: string, purchaseId: number) => fillPath(path, { purchaseId });

/**
 * Every write here is sent once (`retry: false`): a payment is never repeated behind the member's back, and an answer
 * that did not come is said as such (docs/architecture.md "Paid plans").
 */
export function paymentCalls(client: ApiClient) {
  return {
    paywall: () => client.request('GET', paths.paywall, { schema: paywallAnswer }),
    webSubscriptionPurchases: () => client.request('GET', paths.webSubscriptionPurchases, { schema: purchasesAnswer }),
    checkout: (body: CheckoutBody) => client.request('POST', paths.checkoutSessions, { body, schema: checkoutAnswer, retry: false }),
    cancelPurchase: (purchaseId: number) =>
      client.request('POST', onPurchase(paths.purchaseCancel, purchaseId), { body: {}, schema: purchaseAnswer, retry: false }),
    resumePurchase: (purchaseId: number) =>
      client.request('POST', onPurchase(paths.purchaseResume, purchaseId), { body: {}, schema: purchaseAnswer, retry: false }),
    upcomingChange: (purchaseId: number, newWebSubscriptionId: number) =>
      client.request('POST', onPurchase(paths.purchaseUpcoming, purchaseId), {
        body: { new_web_subscription_id: newWebSubscriptionId },
        schema: upcomingAnswer,
        retry: false,
      }),
    changePurchase: (purchaseId: number, body: { proration_date: number; new_web_subscription_id: number; apply_now?: boolean }) =>
      client.request('POST', onPurchase(paths.purchaseChange, purchaseId), { body, schema: purchaseAnswer, retry: false }),
    billingPortal: (returnPath: string) =>
      client.request('POST', paths.billingPortalSessions, { body: { return_path: returnPath }, schema: billingPortalAnswer, retry: false }),
    invoices: () => client.request('GET', paths.invoices, { schema: invoicesAnswer }),
    /** A ticket opened before the member leaves for the provider (guard 2 completes it on their return). */
    openPaymentTicket: (body: PaymentTicketBody) => client.request('POST', apiPaths.paymentTicket, { body, schema: paymentTicketAnswer, retry: false }),
  };
}
