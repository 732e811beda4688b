// Money and billing periods: a currency's minor units, a price said in a language, an interval added to a date, proration.
import type { IntervalPeriod } from '../../../schema/payments/payment-rules';

/** How many minor units make one major unit (100 for eur, 1 for jpy), as Intl knows the currency. */
export function subunitToUnit(currency: string): number {
  try {
    return 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions().maximumFractionDigits ?? 2);
  } catch {
    return 100;
  }
}

/** An amount in minor units said in `language` ("9,99 €" in da, "€9.99" in en). */
export function formatMoney(amountInCents: number, currency: string, language: string): string {
  const major = amountInCents / subunitToUnit(currency);
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency.toUpperCase()}`;
  }
}

/** `from` plus `count` intervals, in UTC (a month from 31 January is the end of February, as Stripe bills it). */
export function addInterval(from: Date, interval: IntervalPeriod, count = 1): Date {
  const d = new Date(from.getTime());
  if (interval === 'day') d.setUTCDate(d.getUTCDate() + count);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7 * count);
  else {
    const months = interval === 'month' ? count : 12 * count;
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + months);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return d;
}

export interface PricePoint {
  amountInCents: number;
  interval: IntervalPeriod;
}

/**
 * What changing from `from` to `to` at `at` charges now, in the period `start`..`end`: the unused part of what was paid
 * comes back as credit. Same interval: the difference for the rest of the period. Another interval: a new period starts
 * now, so the whole new price less the credit. Never below 0: what is left over is `credit`.
 */
export function prorate(from: PricePoint, to: PricePoint, start: Date, end: Date, at: Date): { due: number; credit: number } {
  const span = Math.max(1, end.getTime() - start.getTime());
  const left = Math.min(span, Math.max(0, end.getTime() - at.getTime()));
  const unused = Math.round((from.amountInCents * left) / span);
  const charge = from.interval === to.interval ? Math.round((to.amountInCents * left) / span) : to.amountInCents;
  const net = charge - unused;
  return net >= 0 ? { due: net, credit: 0 } : { due: 0, credit: -net };
}
