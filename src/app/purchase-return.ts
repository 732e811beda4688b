// What guard 2 does with a return from the payment provider: record the outcome, wait for the plan to show as held, flag a success or a cancel.
import { readJson, storedText } from '../lib/browser-storage';
import type { UserData } from '../../schema/session';
import { hasOwnedPlan } from '../lib/subscriptions';
import type { PaymentOutcome } from './guards/guard-types';

export interface PurchaseRecord {
  outcome: PaymentOutcome;
  /** the screen the provider sent the member back to */
  path: string;
  at: string;
}

const lastPurchase = storedText('local', 'community.lastPurchase');
/** Per tab: the tab that came back from the provider thanks the member. */
export const purchaseSuccessFlag = storedText('session', 'community.purchaseSucceeded');
/**
 * Per tab: back from a successful payment, the member waits on "Confirming your membership…" until user data says the
 * plan is held (the return's query never grants access by itself); the gate removes it then.
 */
export const confirmingPurchase = storedText('session', 'community.confirmingPurchase');
/** What a checkout sells: a plan, or a product (a course tier) by id. */
export type CheckoutWhat = { what: 'plan' } | { what: 'product'; id: number };
/** Per tab: what the member left to pay for, kept through the provider's pages (the same tab comes back). */
const pendingCheckout = storedText('session', 'community.pendingCheckout');

const isWhat = (v: unknown): v is CheckoutWhat =>
  typeof v === 'object' && v !== null && ((v as CheckoutWhat).what === 'plan' || ((v as CheckoutWhat).what === 'product' && typeof (v as { id?: unknown }).id === 'number'));

/** Called just before leaving for the provider. */
export function rememberCheckout(what: CheckoutWhat): void {
  pendingCheckout.set(JSON.stringify(what));
}

/** Whether user data holds what this tab paid for and waits to see confirmed (a plan: docs/product.md 4 "Owned plan"). */
export function confirmedIn(userData: UserData | null, now: number): boolean {
  const paid = readJson(confirmingPurchase, isWhat);
  if (paid?.what === 'product') return userData?.owned_products.some((p) => p.id === paid.id) ?? false;
  return hasOwnedPlan(userData, now);
}

/** Per tab: back from a cancelled payment, the paywall says so quietly once. */
export const purchaseCancelledFlag = storedText('session', 'community.purchaseCancelled');

function isRecord(v: unknown): v is PurchaseRecord {
  return typeof v === 'object' && v !== null && 'outcome' in v && 'path' in v && 'at' in v;
}

export function recordPurchase(outcome: PaymentOutcome, path: string): void {
  lastPurchase.set(JSON.stringify({ outcome, path, at: new Date().toISOString() } satisfies PurchaseRecord));
  if (outcome === 'success') {
    purchaseSuccessFlag.set('1');
    confirmingPurchase.set(JSON.stringify(readJson(pendingCheckout, isWhat) ?? { what: 'plan' }));
    pendingCheckout.remove();
    purchaseCancelledFlag.remove();
  } else {
    purchaseCancelledFlag.set('1');
    pendingCheckout.remove();
  }
}

export function lastPurchaseRecord(): PurchaseRecord | null {
  return readJson(lastPurchase, isRecord);
}
