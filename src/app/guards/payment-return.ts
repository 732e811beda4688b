// Guard 2 of docs/product.md 4: back from the payment provider with subscription_success or subscription_cancelled.
import type { Guard } from './guard-types';
import { queryParam, withoutQuery } from './guard-types';

export const PAYMENT_QUERY = { success: 'subscription_success', cancelled: 'subscription_cancelled' } as const;

/**
 * The gate records the outcome and completes the payment ticket; on success it also goes forward in history
 * and flags the success. The parameter goes in both cases, so the outcome is recorded once.
 * Signed out, the parameter waits in the stored target (guard 9) until the member is back.
 */
export const paymentReturnGuard: Guard = ({ signedIn, target }) => {
  if (!signedIn) return null;
  const names = [PAYMENT_QUERY.success, PAYMENT_QUERY.cancelled];
  if (queryParam(target, PAYMENT_QUERY.success) === 'true') {
    return { to: withoutQuery(target, names), paymentReturn: 'success' };
  }
  if (queryParam(target, PAYMENT_QUERY.cancelled) === 'true') {
    return { to: withoutQuery(target, names), paymentReturn: 'cancelled' };
  }
  return null;
};
