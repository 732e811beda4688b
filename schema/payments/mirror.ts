// Paid plans on the device: the paywall's last answer and the member's subscription purchases, readable offline (never swept).
import { defineTable } from '../mirror/table';
import type { PaywallAnswer, WebSubscriptionPurchase } from './wire';

/** The paywall as last read; one row, id `paywall`. */
export interface LocalPaywall extends PaywallAnswer {
  id: 'paywall';
  fetched_at: string;
}
export const PAYWALL_ROW_ID = 'paywall';

export const paywallTable = defineTable<LocalPaywall, 'id'>()('paywall', '&id');
export const webSubscriptionPurchasesTable = defineTable<WebSubscriptionPurchase, 'id'>()('web_subscription_purchases', '&id, status');
