// Guard 2's wait after a successful payment: "Confirming your membership…" until user data says the plan is held (docs/product.md 4).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { confirmingPurchase } from '../../app/purchase-return';
import { getEngine } from '../../data/engine';
import { useDocumentTitle } from '../../hooks/use-document-title';
import './confirming.css';

/** The holdings change normally lifts the wait through realtime; user data is read again this often meanwhile. */
export const CONFIRM_RELOAD_MS = 4_000;
/** After this long the member is offered a way on (the server still decides what they see). */
export const CONFIRM_SLOW_MS = 45_000;

export default function ConfirmingMembership() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('confirming.title'));
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const reload = setInterval(() => void getEngine().session.loadUserData(), CONFIRM_RELOAD_MS);
    const late = setTimeout(() => setSlow(true), CONFIRM_SLOW_MS);
    return () => {
      clearInterval(reload);
      clearTimeout(late);
    };
  }, []);
  return (
    <section className="card stack confirming" data-testid="confirming-membership" aria-busy="true">
      <h1 role="status">{t('confirming.title')}</h1>
      <p>{t('confirming.body')}</p>
      <div className="confirming__spinner" aria-hidden="true" />
      {slow && (
        <>
          <p className="muted">{t('confirming.slow')}</p>
          <p className="auth__alt">
            <Link to={href('membership')} onClick={() => confirmingPurchase.remove()}>
              {t('confirming.membership')}
            </Link>
            <button type="button" className="button button--quiet" onClick={() => confirmingPurchase.remove()}>
              {t('confirming.goOn')}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
