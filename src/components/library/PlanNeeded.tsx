// A folder or article behind a plan the member lacks (opened by a link, not from a list): the server's reason and the way to the paywall, remembering the source; the same lock a premium post shows.
import { useTranslation } from 'react-i18next';
import type { PaywallSource } from '../../app/paywall-source';
import { isolate } from '../../i18n/isolate';
import { usePlanTitle } from '../../hooks/use-plan-title';
import PlanLock from '../premium/PlanLock';

export default function PlanNeeded({ plan, source }: { plan: string; source: PaywallSource }) {
  const { t } = useTranslation('messages');
  const title = usePlanTitle(plan);
  return (
    <div className="card empty stack" data-testid="plan-needed">
      <PlanLock plan={plan} source={source} message={t('planRequired', { plan: isolate(title) })} />
    </div>
  );
}
