// The local provider's checkout page in every shipped language (docs/architecture.md "Strings and languages"), chosen by Accept-Language.
import type { IntervalPeriod } from '../../../../schema/payments/payment-rules';
import type { Language } from '../../../../schema/languages';

export interface CheckoutWords {
  title: string;
  testMode: string;
  per: Record<IntervalPeriod, string>;
  once: string;
  pay: string;
  decline: string;
  declineHint: string;
  cancel: string;
  ended: string;
  notFound: string;
}

export const checkoutWords: Readonly<Record<Language, CheckoutWords>> = {
  en: {
    title: 'Checkout',
    testMode: 'Test mode: no real money is taken.',
    per: { day: '{price} per day', week: '{price} per week', month: '{price} per month', year: '{price} per year' },
    once: '{price}, paid once',
    pay: 'Pay',
    decline: 'Decline',
    declineHint: 'Decline tries a card that is refused.',
    cancel: 'Cancel',
    ended: 'This checkout has ended.',
    notFound: 'This checkout does not exist or has ended.',
  },
  da: {
    title: 'Betaling',
    testMode: 'Testtilstand: der trækkes ingen rigtige penge.',
    per: { day: '{price} pr. dag', week: '{price} pr. uge', month: '{price} pr. måned', year: '{price} pr. år' },
    once: '{price}, betales én gang',
    pay: 'Betal',
    decline: 'Afvis',
    declineHint: 'Afvis prøver et kort, der bliver afvist.',
    cancel: 'Annuller',
    ended: 'Denne betaling er afsluttet.',
    notFound: 'Denne betaling findes ikke eller er afsluttet.',
  },
  es: {
    title: 'Pago',
    testMode: 'Modo de prueba: no se cobra dinero real.',
    per: { day: '{price} al día', week: '{price} a la semana', month: '{price} al mes', year: '{price} al año' },
    once: '{price}, pago único',
    pay: 'Pagar',
    decline: 'Rechazar',
    declineHint: 'Rechazar prueba una tarjeta rechazada.',
    cancel: 'Cancelar',
    ended: 'Este pago ha terminado.',
    notFound: 'Este pago no existe o ha terminado.',
  },
  fr: {
    title: 'Paiement',
    testMode: 'Mode test : aucun argent réel n’est prélevé.',
    per: { day: '{price} par jour', week: '{price} par semaine', month: '{price} par mois', year: '{price} par an' },
    once: '{price}, payé une seule fois',
    pay: 'Payer',
    decline: 'Refuser',
    declineHint: 'Refuser essaie une carte refusée.',
    cancel: 'Annuler',
    ended: 'Ce paiement est terminé.',
    notFound: 'Ce paiement n’existe pas ou est terminé.',
  },
  he: {
    title: 'תשלום',
    testMode: 'מצב בדיקה: לא נגבה כסף אמיתי.',
    per: { day: '{price} ליום', week: '{price} לשבוע', month: '{price} לחודש', year: '{price} לשנה' },
    once: '{price}, תשלום חד־פעמי',
    pay: 'לתשלום',
    decline: 'דחייה',
    declineHint: 'דחייה מנסה כרטיס שנדחה.',
    cancel: 'ביטול',
    ended: 'התשלום הזה הסתיים.',
    notFound: 'התשלום הזה אינו קיים או שהסתיים.',
  },
  ja: {
    title: 'お支払い',
    testMode: 'テストモード：実際のお金は請求されません。',
    per: { day: '1日 {price}', week: '1週間 {price}', month: '月額 {price}', year: '年額 {price}' },
    once: '{price}（1回払い）',
    pay: '支払う',
    decline: '拒否する',
    declineHint: '「拒否する」は拒否されるカードを試します。',
    cancel: 'キャンセル',
    ended: 'このお支払いは終了しました。',
    notFound: 'このお支払いは存在しないか、終了しています。',
  },
  nl: {
    title: 'Afrekenen',
    testMode: 'Testmodus: er wordt geen echt geld afgeschreven.',
    per: { day: '{price} per dag', week: '{price} per week', month: '{price} per maand', year: '{price} per jaar' },
    once: '{price}, eenmalig',
    pay: 'Betalen',
    decline: 'Weigeren',
    declineHint: 'Weigeren probeert een kaart die geweigerd wordt.',
    cancel: 'Annuleren',
    ended: 'Deze betaling is afgelopen.',
    notFound: 'Deze betaling bestaat niet of is afgelopen.',
  },
  uk: {
    title: 'Оплата',
    testMode: 'Тестовий режим: справжні гроші не списуються.',
    per: { day: '{price} на день', week: '{price} на тиждень', month: '{price} на місяць', year: '{price} на рік' },
    once: '{price}, одноразово',
    pay: 'Сплатити',
    decline: 'Відхилити',
    declineHint: '«Відхилити» перевіряє картку, яку відхилено.',
    cancel: 'Скасувати',
    ended: 'Цю оплату завершено.',
    notFound: 'Цієї оплати не існує або її завершено.',
  },
};
