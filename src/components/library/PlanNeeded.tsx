// A folder or article behind a plan the member lacks (opened by a link, not from a list): the server's reason and the way to the paywall, remembering the source.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { rememberPaywallSource, type PaywallSource } from '../../app/paywall-source';
import { href } from '../../app/links';

export default function PlanNeeded({ plan, source }: { plan: string; source: PaywallSource }) {
  const { t } = useTranslation(['library', 'messages']);
  return (
    <div className="card empty stack" data-testid="plan-needed">
      <p>{t('messages:planRequired', { plan })}</p>
      <p>
        <Link className="button" to={href('paywall', { requiredPlanName: plan })} onClick={() => rememberPaywallSource(source)}>
          {t('seeMembership')}
        </Link>
      </p>
    </div>
  );
}
