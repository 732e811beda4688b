// Prices and dates of paid plans in the language in use: minor units divided by the currency's subunit ratio, Intl's currency format (docs/product.md 3 "Paywall data").
import { languageInUse } from '../i18n/language-in-use';

export interface Amount {
  /** Integer minor units (cents), as the server sends every amount. */
  cents: number;
  /** ISO 4217, any case (the server writes Stripe's lower case). */
  currency: string;
  /** How many minor units make one major unit: 100 for eur, 1 for jpy. */
  subunit: number;
}

/** Two decimals where the currency has minor units, none where it has not (jpy); more only where the ratio needs them. */
function decimalsOf(subunit: number): number {
  return subunit <= 1 ? 0 : Math.max(2, Math.ceil(Math.log10(subunit)));
}

/**
 * "€4.99", "5 €", "￥500" in `language`. `trimZeroCents`: a whole amount shows without its ",00" (the paywall's prices);
 * an amount with cents always shows both decimals.
 */
export function formatAmount(amount: Amount, options: { trimZeroCents?: boolean; language?: string } = {}): string {
  const value = amount.cents / amount.subunit;
  const decimals = decimalsOf(amount.subunit);
  const whole = amount.cents % amount.subunit === 0;
  const digits = options.trimZeroCents && whole ? 0 : decimals;
  return new Intl.NumberFormat(options.language ?? languageInUse(), {
    style: 'currency',
    currency: amount.currency.toUpperCase(),
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

/** A price's fields as the wire has them (a web subscription, a product, an invoice's). */
export const amountOf = (p: { price_in_cents: number; currency: string; currency_subunit_to_unit: number }): Amount => ({
  cents: p.price_in_cents,
  currency: p.currency,
  subunit: p.currency_subunit_to_unit,
});

/** A day of a subscription (renews, ends, a grace's end) in the language in use: "28 November 2026". */
export function formatDay(iso: string | number, language = languageInUse()): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));
}
