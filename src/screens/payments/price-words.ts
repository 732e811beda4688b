// A price with its billing period in words ("€4.99 a month"), in the language in use.
import { useTranslation } from 'react-i18next';
import type { IntervalPeriod } from '../../../schema/payments/payment-rules';
import { amountOf, formatAmount } from '../../lib/price';

interface Priced {
  price_in_cents: number;
  currency: string;
  currency_subunit_to_unit: number;
  interval_period: IntervalPeriod;
}

export function usePriceWords() {
  const { t, i18n } = useTranslation('payments');
  return {
    /** `trimZeroCents`: the paywall's prices drop a whole amount's ",00"; what is charged keeps its cents. */
    perPeriod: (s: Priced, trimZeroCents = false) =>
      t(`price.per_${s.interval_period}`, { price: formatAmount(amountOf(s), { trimZeroCents, language: i18n.language }) }),
    interval: (period: IntervalPeriod) => t(`interval.${period}`),
  };
}
