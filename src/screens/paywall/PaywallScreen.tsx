// /paywall/{requiredPlanName?}: the plans on sale from the mirror at once (offline too), refreshed beside it; Choose opens the provider's checkout (docs/product.md 2.4, 4).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from '../../app/router';
import { lastPaywallSource, paywallReturnPath } from '../../app/paywall-source';
import { purchaseCancelledFlag, rememberCheckout } from '../../app/purchase-return';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import FormAlert from '../../components/FormAlert';
import NotOnDevice from '../../components/NotOnDevice';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useEngineLoad } from '../../hooks/use-engine-load';
import { useOnline } from '../../hooks/use-online';
import { useStoredText } from '../../hooks/use-stored-text';
import { isolate } from '../../i18n/isolate';
import { withSlot } from '../../i18n/with-slot';
import { ownedWebSubscription } from '../../lib/subscriptions';
import { deviceSummary } from '../../../schema/device-summary';
import { filterPaywallPlans, type IntervalPeriod } from '../../../schema/payments/payment-rules';
import type { WebSubscription } from '../../../schema/payments/wire';
import { usePaymentMessage } from '../payments/payment-refusal';
import { usePriceWords } from '../payments/price-words';
import { usePaywall } from '../payments/use-payments';
import PlanCard from './PlanCard';
import { leaveForCheckout, stripePublishableKey } from './leave-for-checkout';
import './paywall.css';

/** Without one period every plan shares, the member picks month or year (docs/product.md 4, the plan filter). */
const switchPeriods: readonly IntervalPeriod[] = ['month', 'year'];

export default function PaywallScreen() {
  const { t } = useTranslation('paywall');
  useDocumentTitle(t('title'));
  const { requiredPlanName } = useParams();
  const { pathname, search } = useLocation();
  const { configuration, userData } = useSession();
  // docs/product.md 4 "Owned plan": the plan the member holds is not bought twice.
  const [now] = useState(() => Date.now());
  const heldPlan = userData ? ownedWebSubscription(userData.owned_web_subscriptions, now)?.plan_name : undefined;
  const online = useOnline();
  const words = usePriceWords();
  const say = usePaymentMessage();
  const community = configuration?.artist_long_name || configuration?.app_name || t('thisCommunity');
  const supportEmail = configuration?.support_email;
  // docs/product.md 2.4: leaving returns to the content that led here (the last source, remembered on the device).
  const [source] = useState(lastPaywallSource);
  const back = source && source.type !== 'startup' ? paywallReturnPath(source) : null;
  const cancelled = useStoredText(purchaseCancelledFlag) !== null;
  // The local provider's Decline (and a card Stripe refused) come back cancelled with a reason.
  const declined = new URLSearchParams(search).get('reason') === 'card_declined';

  const paywall = usePaywall();
  const load = useEngineLoad('paywall', (engine) => engine.payments.loadPaywall());
  const { plans, commonPeriod } = filterPaywallPlans(paywall?.plans ?? []);
  const [chosenPeriod, setChosenPeriod] = useState<IntervalPeriod>('month');
  const period = commonPeriod ?? chosenPeriod;
  // The route names the plan; the member reads its title once the device knows it.
  const requiredTitle = paywall?.plans.find((p) => p.name === requiredPlanName)?.title ?? null;
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(price: WebSubscription) {
    setBusy(price.id);
    setError(null);
    const answer = await getEngine().payments.checkout(
      { subscription_id: price.id, success_path: back ?? href('root'), cancel_path: `${pathname}${search}` },
      deviceSummary(navigator.userAgent) ?? '',
    );
    if (!answer.ok) {
      setBusy(null);
      setError(say(answer.message));
      return;
    }
    rememberCheckout({ what: 'plan' });
    purchaseCancelledFlag.remove();
    const stripeKey = paywall?.provider === 'stripe' ? stripePublishableKey(configuration) : null;
    await leaveForCheckout(answer.value.url, stripeKey);
  }

  return (
    <section className="stack paywall" data-testid="paywall">
      <div className="card stack">
        <h1>{t('heading')}</h1>
        <p>
          {requiredPlanName
            ? t('needsPlan', { community: isolate(community), plan: isolate(requiredTitle ?? requiredPlanName) })
            : t('needsAPlan', { community: isolate(community) })}
        </p>
        {paywall?.paywall_description && (
          <p className="paywall__description" dir="auto" data-testid="paywall-description">
            {paywall.paywall_description}
          </p>
        )}
      </div>
      {cancelled && (
        <p className="card notice paywall__cancelled" role="status" data-testid="payment-cancelled">
          <span>{declined ? t('declined') : t('cancelled')}</span>
          <button type="button" className="button button--small button--quiet" onClick={() => purchaseCancelledFlag.remove()}>
            {t('dismiss')}
          </button>
        </p>
      )}
      {!online && plans.length > 0 && (
        <p className="card notice" role="status" data-testid="paywall-offline">
          {t('offline')}
        </p>
      )}
      {paywall === undefined ? null : paywall === null ? (
        <NotOnDevice fetching={load.fetching} error={load.error} retry={load.retry} loadingText={t('loading')} />
      ) : plans.length === 0 ? (
        <p className="card empty muted" data-testid="paywall-empty">
          {t('noPlans')}
        </p>
      ) : (
        <>
          <h2 className="paywall__heading">{t('choosePlan')}</h2>
          {commonPeriod === null && (
            <div className="sort-switch period-switch" role="group" aria-label={t('period')} data-testid="period-switch">
              {switchPeriods.map((p) => (
                <button
                  key={p}
                  type="button"
                  className={`sort-switch__option${p === period ? ' sort-switch__option--current' : ''}`}
                  aria-pressed={p === period}
                  onClick={() => setChosenPeriod(p)}
                >
                  {words.interval(p)}
                </button>
              ))}
            </div>
          )}
          <FormAlert error={error} />
          <ul className="plan-list">
            {plans.map((plan) => (
              <PlanCard
                key={plan.name}
                plan={plan}
                prices={plan.web_subscriptions.filter((s) => s.interval_period === period)}
                required={plan.name === requiredPlanName}
                held={plan.name === heldPlan}
                online={online}
                busy={busy}
                onChoose={(price) => void choose(price)}
              />
            ))}
          </ul>
        </>
      )}
      <p className="muted">
        {withSlot(
          (support) => t('questions', { support }),
          supportEmail ? (
            <a href={`mailto:${supportEmail}`}>
              <bdi>{supportEmail}</bdi>
            </a>
          ) : (
            t('support')
          ),
        )}
      </p>
      <p className="auth__alt">
        {back && (
          <Link to={back} data-testid="paywall-leave">
            {t('back')}
          </Link>
        )}
        <Link to={href('profileSettings')}>{t('settings')}</Link>
        <Link to={href('deleteAccount')}>{t('delete')}</Link>
      </p>
    </section>
  );
}
