// Thanks the member after the payment provider reported a successful purchase (guard 2 flags it).
import { useTranslation } from 'react-i18next';
import { purchaseSuccessFlag } from '../app/purchase-return';
import { useStoredText } from '../hooks/use-stored-text';
import OnDemand from './OnDemand';

/** The notice's words: loaded (the `account` namespace) only once there is a purchase to thank for, so the layout never waits on them. */
function Thanks() {
  const { t } = useTranslation('account');
  return (
    <div className="card notice purchase-notice" role="status" data-testid="purchase-notice">
      <span>{t('purchase.thanks')}</span>
      <button type="button" className="button button--small button--quiet" onClick={() => purchaseSuccessFlag.remove()}>
        {t('purchase.close')}
      </button>
    </div>
  );
}

export default function PurchaseNotice() {
  const succeeded = useStoredText(purchaseSuccessFlag) !== null;
  if (!succeeded) return null;
  return (
    <OnDemand>
      <Thanks />
    </OnDemand>
  );
}
