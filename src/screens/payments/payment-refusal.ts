// The payments refusals (schema/payments/payment-rules.ts, English on the wire) said in the page's language; any other message as the product's catalogue says it.
import { useTranslation } from 'react-i18next';
import { paymentMessages } from '../../../schema/payments/payment-rules';
import { useLocalMessage } from '../../i18n/use-local-message';

type RefusalKey = keyof typeof paymentMessages;
const byText = new Map(Object.entries(paymentMessages).map(([key, text]) => [text as string, key as RefusalKey]));

export function usePaymentMessage(): (text: string) => string {
  const { t } = useTranslation('payments');
  const local = useLocalMessage();
  return (text) => {
    const key = byText.get(text);
    return key ? t(`refusals.${key}`) : local(text);
  };
}
