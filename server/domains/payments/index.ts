// The payments domain: plans, prices and purchases, checkout through Stripe or the embedded local provider, one fulfilment path, hosts' plans and grants (schema/payments/).
import { eq } from 'drizzle-orm';
import { defineServerDomain } from '../domain';
import { localCustomers } from './local/local-schema';
import { paymentsPlugin } from './payments-plugin';
import { checkoutSessions, invoices, paymentCustomers, planGrants, productPurchases, subscriptionPurchases } from './payments-schema';

export const paymentsDomain = defineServerDomain({
  name: 'payments',
  routes: [paymentsPlugin],
  // What a member bought and was charged goes with the account; the provider's own records (Stripe's) stay the provider's.
  forgetMember: async (tx, userId) => {
    await tx.delete(checkoutSessions).where(eq(checkoutSessions.userId, userId));
    await tx.delete(invoices).where(eq(invoices.userId, userId));
    await tx.delete(planGrants).where(eq(planGrants.userId, userId));
    await tx.delete(productPurchases).where(eq(productPurchases.userId, userId));
    await tx.delete(subscriptionPurchases).where(eq(subscriptionPurchases.userId, userId));
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
    await tx.delete(localCustomers).where(eq(localCustomers.userId, userId));
  },
});
