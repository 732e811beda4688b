// /profile/settings/billing: what the member was charged, when Stripe's portal is not there to show it (an online read, never mirrored).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { amountOf, formatAmount, formatDay } from '../../lib/price';
import type { Invoice } from '../../../schema/payments/wire';
import { usePaymentMessage } from './payment-refusal';
import './payments.css';

export default function BillingScreen() {
  const { t, i18n } = useTranslation('payments');
  useDocumentTitle(t('billing.title'));
  const online = useOnline();
  const say = usePaymentMessage();
  const [invoices, setInvoices] = useState<Invoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void getEngine()
      .payments.invoices()
      .then((answer) => {
        if (!live) return;
        if (answer.ok) setInvoices(answer.value);
        else setError(say(answer.message));
      });
    return () => {
      live = false;
    };
    // Read again when the network returns or on Try again; `say` is the page's words, not a reason to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, online]);

  return (
    <div className="stack billing" data-testid="billing-screen">
      <h1>{t('billing.title')}</h1>
      {invoices === null ? (
        error ? (
          <div className="card empty stack" role="alert">
            <p>{error}</p>
            <button type="button" className="button button--small" onClick={() => { setError(null); setAttempt((n) => n + 1); }}>
              {t('membership.retry')}
            </button>
          </div>
        ) : (
          <p className="card empty muted" aria-busy="true">
            {t('billing.loading')}
          </p>
        )
      ) : invoices.length === 0 ? (
        <p className="card empty muted">{t('billing.empty')}</p>
      ) : (
        <ul className="card plain-list invoice-list" data-testid="invoices">
          {invoices.map((invoice) => (
            <li key={invoice.id} className="invoice">
              <time dateTime={invoice.created_at}>{formatDay(invoice.created_at, i18n.language)}</time>
              <span dir="auto" className="invoice__description">
                {invoice.description}
              </span>
              <span className="invoice__amount">
                {formatAmount(amountOf({ ...invoice, price_in_cents: invoice.amount_in_cents }), { language: i18n.language })}
              </span>
              <span className={`invoice__status invoice__status--${invoice.status}`}>{t(`billing.${invoice.status}`)}</span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={href('membership')}>{t('billing.back')}</Link>
      </p>
    </div>
  );
}
