// The payments rows on the device: the paywall as last read (one row) and the member's subscription purchases (the server's list is whole).
import type { LocalDb } from '../../../schema/local-db';
import { PAYWALL_ROW_ID } from '../../../schema/payments/mirror';
import type { PaywallAnswer, WebSubscriptionPurchase } from '../../../schema/payments/wire';

export async function putPaywall(db: LocalDb, answer: PaywallAnswer): Promise<void> {
  await db.paywall.put({ ...answer, id: PAYWALL_ROW_ID, fetched_at: new Date().toISOString() });
}

/** The member's purchases as the server lists them now: one it no longer lists is gone from the device. */
export async function putPurchases(db: LocalDb, purchases: readonly WebSubscriptionPurchase[]): Promise<void> {
  const listed = new Set(purchases.map((p) => p.id));
  const gone = (await db.web_subscription_purchases.toCollection().primaryKeys()).filter((id) => !listed.has(id));
  await db.web_subscription_purchases.bulkDelete(gone);
  await db.web_subscription_purchases.bulkPut([...purchases]);
}

export async function putPurchase(db: LocalDb, purchase: WebSubscriptionPurchase): Promise<void> {
  await db.web_subscription_purchases.put(purchase);
}
