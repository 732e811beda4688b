// One plan on the paywall: its title, icon, description (host text, as text) and a Choose button per price shown.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import type { Plan, WebSubscription } from '../../../schema/payments/wire';
import { usePriceWords } from '../payments/price-words';

interface Props {
  plan: Plan;
  prices: readonly WebSubscription[];
  required: boolean;
  /** the member holds this plan already: its prices lead to membership settings instead of a checkout */
  held: boolean;
  online: boolean;
  /** the price being bought, while the checkout opens */
  busy: number | null;
  onChoose(price: WebSubscription): void;
}

/** An image address the plan may show: our own files or https. */
const safeIcon = (url: string | null) => (url && (/^https:\/\//.test(url) || /^\/(?!\/)/.test(url)) ? url : null);

export default function PlanCard({ plan, prices, required, held, online, busy, onChoose }: Props) {
  const { t } = useTranslation('paywall');
  const words = usePriceWords();
  const icon = safeIcon(plan.icon_url);
  return (
    <li className={`card plan-card${required ? ' plan-card--required' : ''}`} data-testid="plan-card" data-plan={plan.name} aria-current={required || undefined}>
      <div className="plan-card__head">
        {icon && <img className="plan-card__icon" src={icon} alt="" width={40} height={40} />}
        <h2 className="plan-card__title" dir="auto">
          {plan.title}
        </h2>
      </div>
      {held ? <p className="plan-card__badge">{t('yourPlan')}</p> : required && <p className="plan-card__badge">{t('required')}</p>}
      {plan.description && (
        <p className="plan-card__description" dir="auto">
          {plan.description}
        </p>
      )}
      <ul className="plan-card__prices">
        {prices.map((price) => {
          const label = words.perPeriod(price, true);
          return (
            <li key={price.id} className="plan-card__price">
              <span data-testid="plan-price">{label}</span>
              {held ? (
                <Link className="button button--quiet" to={href('membership')}>
                  {t('manage')}
                </Link>
              ) : (
              <button
                type="button"
                className="button"
                disabled={!online || busy !== null}
                aria-label={online ? t('chooseLabel', { plan: plan.title, price: label }) : undefined}
                onClick={() => onChoose(price)}
              >
                {!online ? t('offlineChoose') : busy === price.id ? t('opening') : t('choose')}
              </button>
              )}
            </li>
          );
        })}
      </ul>
    </li>
  );
}
