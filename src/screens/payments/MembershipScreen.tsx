// /profile/settings/membership: the member's plan, price, renewal or end, status; cancel (at the period's end) with undo, change plan with a preview, invoices and the card.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../app/router';
import { href } from '../../app/links';
import ConfirmDialog from '../../components/ConfirmDialog';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useOnline } from '../../hooks/use-online';
import { formatDay } from '../../lib/price';
import type { Plan, WebSubscriptionPurchase } from '../../../schema/payments/wire';
import ChangePlan from './ChangePlan';
import { usePaymentMessage } from './payment-refusal';
import { usePriceWords } from './price-words';
import { currentPurchase, usePaywall, usePurchases } from './use-payments';
import './payments.css';

type Outcome = { error: string | null; success: string | null };
const nothing: Outcome = { error: null, success: null };

/** The status line: active and renewing, cancelled with access until the period's end, or past due until the grace's end. */
export function useStatusWords() {
  const { t, i18n } = useTranslation('payments');
  return (p: WebSubscriptionPurchase): { status: string; detail: string | null } => {
    const day = (iso: string) => formatDay(iso, i18n.language);
    if (p.status === 'ended') return { status: t('membership.ended', { date: day(p.ended_at ?? p.current_period_end) }), detail: null };
    if (p.status === 'past_due') return { status: t('membership.pastDue', { date: day(p.grace_ends_at ?? p.current_period_end) }), detail: null };
    if (p.cancelled_at) return { status: t('membership.cancelledUntil', { date: day(p.current_period_end) }), detail: null };
    return { status: t('membership.active'), detail: t('membership.renewsOn', { date: day(p.current_period_end) }) };
  };
}

function pendingPlanTitle(plans: readonly Plan[], priceId: number): string | null {
  return plans.find((plan) => plan.web_subscriptions.some((s) => s.id === priceId))?.title ?? null;
}

export default function MembershipScreen() {
  const { t, i18n } = useTranslation('payments');
  useDocumentTitle(t('membership.title'));
  const { pathname } = useLocation();
  const online = useOnline();
  const words = usePriceWords();
  const statusOf = useStatusWords();
  const say = usePaymentMessage();
  const purchases = usePurchases();
  const paywall = usePaywall();
  const load = useEngineLoad('purchases', (engine) => engine.payments.loadPurchases());
  useEngineLoad('paywall', (engine) => engine.payments.loadPaywall());
  const [outcome, setOutcome] = useState<Outcome>(nothing);
  const [asking, setAsking] = useState(false);
  const [changing, setChanging] = useState(false);
  const [busy, setBusy] = useState(false);

  const purchase = purchases ? currentPurchase(purchases) : undefined;
  const plans = paywall?.plans ?? [];

  async function act(run: () => Promise<{ ok: true } | { ok: false; message: string }>, success: string) {
    setBusy(true);
    setOutcome(nothing);
    const answer = await run();
    setBusy(false);
    setOutcome(answer.ok ? { error: null, success } : { error: say(answer.message), success: null });
  }

  async function openPortal() {
    setBusy(true);
    setOutcome(nothing);
    const answer = await getEngine().payments.billingPortal(pathname);
    if (answer.ok) {
      window.location.assign(answer.value);
      return;
    }
    setBusy(false);
    setOutcome({ error: say(answer.message), success: null });
  }

  if (purchase === undefined) return null;
  return (
    <div className="stack membership" data-testid="membership-screen">
      <h1>{t('membership.title')}</h1>
      {!online && (
        <p className="card notice" role="status" data-testid="membership-offline">
          {t('membership.offline')}
        </p>
      )}
      {purchase === null ? (
        load.fetching || (load.error && purchases?.length === 0) ? (
          <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('membership.loading')} />
        ) : (
          <div className="card stack" data-testid="membership-none">
            <p>{t('membership.none')}</p>
            <Link className="button" to={href('paywall')}>
              {t('membership.seePlans')}
            </Link>
          </div>
        )
      ) : (
        <>
          <section className="card stack" data-testid="membership-plan">
            <dl className="membership__facts">
              <dt>{t('membership.plan')}</dt>
              <dd dir="auto" data-testid="membership-plan-title">
                {purchase.plan_title}
              </dd>
              <dt>{t('membership.price')}</dt>
              <dd data-testid="membership-price">{words.perPeriod(purchase.web_subscription)}</dd>
              <dt>{t('membership.status')}</dt>
              <dd data-testid="membership-status">
                {statusOf(purchase).status}
                {statusOf(purchase).detail && (
                  <>
                    <br />
                    <span className="muted">{statusOf(purchase).detail}</span>
                  </>
                )}
              </dd>
            </dl>
            {purchase.status === 'past_due' && (
              <p className="form-error" data-testid="membership-past-due">
                {t('banner.pastDue')}
              </p>
            )}
            {purchase.pending_web_subscription && (
              <p className="muted" data-testid="membership-pending">
                {t('membership.pending', {
                  date: formatDay(purchase.current_period_end, i18n.language),
                  plan: pendingPlanTitle(plans, purchase.pending_web_subscription.id) ?? purchase.plan_title,
                  price: words.perPeriod(purchase.pending_web_subscription),
                })}
              </p>
            )}
            <FormAlert error={outcome.error} success={outcome.success} />
            <div className="membership__actions">
              {purchase.cancelled_at ? (
                purchase.status === 'active' && (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void act(() => getEngine().payments.resume(purchase.id), t('membership.resumed'))}
                  >
                    {t('membership.undo')}
                  </button>
                )
              ) : (
                <>
                  {purchase.status === 'active' && (
                    <button type="button" className="button" disabled={busy || changing} onClick={() => setChanging(true)}>
                      {t('membership.change')}
                    </button>
                  )}
                  <button type="button" className="button button--quiet" disabled={busy} onClick={() => setAsking(true)}>
                    {t('membership.cancel')}
                  </button>
                </>
              )}
              {paywall?.provider === 'stripe' ? (
                <button type="button" className="button button--quiet" disabled={busy} onClick={() => void openPortal()}>
                  {t('membership.invoices')}
                </button>
              ) : (
                <Link className="button button--quiet" to={href('billing')}>
                  {t('membership.invoices')}
                </Link>
              )}
            </div>
          </section>
          {changing && (
            <ChangePlan
              purchase={purchase}
              plans={plans}
              onClose={() => setChanging(false)}
              onDone={(message) => {
                setChanging(false);
                setOutcome({ error: null, success: message });
              }}
            />
          )}
        </>
      )}
      {asking && purchase && (
        <ConfirmDialog
          title={t('membership.cancelTitle')}
          text={t('membership.cancelText', { date: formatDay(purchase.current_period_end, i18n.language) })}
          confirmLabel={t('membership.cancel')}
          cancelLabel={t('membership.keep')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void act(() => getEngine().payments.cancel(purchase.id), t('membership.cancelled', { date: formatDay(purchase.current_period_end, i18n.language) }));
          }}
        />
      )}
    </div>
  );
}
