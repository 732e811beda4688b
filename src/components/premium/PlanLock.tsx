// What a locked premium item shows in place of its content: the lock, the plan it asks for, and "Join to read", which opens the paywall remembering where the member came from (docs/product.md 2.4).
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { rememberPaywallSource, type PaywallSource } from '../../app/paywall-source';
import { usePlanTitle } from '../../hooks/use-plan-title';
import LockIcon from './LockIcon';
import { isolate } from '../../i18n/isolate';

export default function PlanLock({ plan, source, message }: { plan: string; source: PaywallSource; message?: string }) {
  const { t } = useTranslation('posts');
  const title = usePlanTitle(plan);
  return (
    <div className="plan-lock" data-testid="plan-lock" data-plan={plan}>
      <LockIcon />
      <p className="plan-lock__words">{message ?? t('premium.lockedFor', { plan: isolate(title) })}</p>
      <Link className="button button--small" to={href('paywall', { requiredPlanName: plan })} onClick={() => rememberPaywallSource(source)} data-testid="join-to-read">
        {t('premium.join')}
      </Link>
    </div>
  );
}
