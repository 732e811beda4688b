// Thanks the member after the payment provider reported a successful purchase (guard 2 flags it).
import { purchaseSuccessFlag } from '../app/purchase-return';
import { useStoredText } from '../hooks/use-stored-text';

export default function PurchaseNotice() {
  const succeeded = useStoredText(purchaseSuccessFlag) !== null;
  if (!succeeded) return null;
  return (
    <div className="card notice purchase-notice" role="status" data-testid="purchase-notice">
      <span>Thank you! Your purchase is complete.</span>
      <button type="button" className="button button--small button--quiet" onClick={() => purchaseSuccessFlag.remove()}>
        Close
      </button>
    </div>
  );
}
