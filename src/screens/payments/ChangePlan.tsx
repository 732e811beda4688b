// Changing plan from membership settings: choose another price, see what it charges now (the preview), then confirm with the preview's proration date.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormAlert from '../../components/FormAlert';
import { getEngine } from '../../data/engine';
import { formatAmount, formatDay } from '../../lib/price';
import { filterPaywallPlans } from '../../../schema/payments/payment-rules';
import type { Plan, Upcoming, WebSubscription, WebSubscriptionPurchase } from '../../../schema/payments/wire';
import { usePaymentMessage } from './payment-refusal';
import { usePriceWords } from './price-words';

interface Props {
  purchase: WebSubscriptionPurchase;
  plans: readonly Plan[];
  onDone(message: string): void;
  onClose(): void;
}

interface Choice {
  plan: Plan;
  price: WebSubscription;
}

/** Every price on sale but the one held now, plan by plan (the paywall's filter decides what is on sale). */
export function otherPrices(plans: readonly Plan[], heldId: number): Choice[] {
  return filterPaywallPlans(plans).plans.flatMap((plan) => plan.web_subscriptions.filter((price) => price.id !== heldId).map((price) => ({ plan, price })));
}

export default function ChangePlan({ purchase, plans, onDone, onClose }: Props) {
  const { t, i18n } = useTranslation('payments');
  const words = usePriceWords();
  const say = usePaymentMessage();
  const choices = otherPrices(plans, purchase.web_subscription.id);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [upcoming, setUpcoming] = useState<Upcoming | null>(null);
  const [applyNow, setApplyNow] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function preview(choice: Choice) {
    setChosen(choice);
    setUpcoming(null);
    setApplyNow(false);
    setError(null);
    setBusy(true);
    const answer = await getEngine().payments.preview(purchase.id, choice.price.id);
    setBusy(false);
    if (answer.ok) setUpcoming(answer.value);
    else setError(say(answer.message));
  }

  async function confirm() {
    if (!chosen || !upcoming) return;
    setBusy(true);
    setError(null);
    const answer = await getEngine().payments.change(purchase.id, {
      newWebSubscriptionId: chosen.price.id,
      prorationDate: upcoming.proration_date,
      applyNow: upcoming.effective === 'period_end' && applyNow,
    });
    setBusy(false);
    if (answer.ok) onDone(t('membership.changed'));
    else setError(say(answer.message));
  }

  const money = (cents: number) =>
    upcoming ? formatAmount({ cents, currency: upcoming.currency, subunit: upcoming.currency_subunit_to_unit }, { language: i18n.language }) : '';

  return (
    <section className="card stack change-plan" data-testid="change-plan" aria-labelledby="change-plan-title">
      <h2 id="change-plan-title">{t('membership.chooseOther')}</h2>
      {choices.length === 0 ? (
        <p className="muted">{t('membership.noOther')}</p>
      ) : (
        <ul className="plain-list" role="list">
          {choices.map((c) => (
            <li key={c.price.id}>
              <label className="change-plan__choice">
                <input type="radio" name="new-plan" checked={chosen?.price.id === c.price.id} disabled={busy} onChange={() => void preview(c)} />
                <span dir="auto">{c.plan.title}</span>
                <span className="change-plan__price">{words.perPeriod(c.price)}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {busy && !upcoming && chosen && <p className="muted" aria-busy="true">{t('membership.working')}</p>}
      {upcoming && chosen && (
        <div className="stack change-plan__preview" data-testid="change-preview" role="status">
          {upcoming.effective === 'now' ? (
            <p>{t('membership.chargeNow', { amount: money(upcoming.amount_due_in_cents) })}</p>
          ) : (
            <p>{t('membership.startsOn', { date: formatDay(purchase.current_period_end, i18n.language) })}</p>
          )}
          {upcoming.credit_in_cents > 0 && <p className="muted">{t('membership.credit', { amount: money(upcoming.credit_in_cents) })}</p>}
          {upcoming.effective === 'period_end' && (
            <label className="change-plan__now">
              <input type="checkbox" checked={applyNow} onChange={(e) => setApplyNow(e.target.checked)} />
              <span>{t('membership.applyNow')}</span>
            </label>
          )}
        </div>
      )}
      <FormAlert error={error} />
      <div className="dialog__actions">
        <button type="button" className="button button--quiet" onClick={onClose} disabled={busy}>
          {t('membership.back')}
        </button>
        <button type="button" className="button" disabled={!upcoming || busy} onClick={() => void confirm()} data-testid="confirm-change">
          {t('membership.confirm')}
        </button>
      </div>
    </section>
  );
}
