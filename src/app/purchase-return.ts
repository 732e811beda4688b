// What guard 2 does with a return from the payment provider: record the outcome and flag a success for the notice.
import { readJson, storedText } from '../lib/browser-storage';
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

function isRecord(v: unknown): v is PurchaseRecord {
  return typeof v === 'object' && v !== null && 'outcome' in v && 'path' in v && 'at' in v;
}

export function recordPurchase(outcome: PaymentOutcome, path: string): void {
  lastPurchase.set(JSON.stringify({ outcome, path, at: new Date().toISOString() } satisfies PurchaseRecord));
  if (outcome === 'success') purchaseSuccessFlag.set('1');
}

export function lastPurchaseRecord(): PurchaseRecord | null {
  return readJson(lastPurchase, isRecord);
}
