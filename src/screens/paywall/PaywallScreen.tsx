// /paywall/{requiredPlanName?}: where a premium community keeps members without a plan (guard 5); plans come with payments.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from '../../app/router';
import { lastPaywallSource, paywallReturnPath } from '../../app/paywall-source';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { withSlot } from '../../i18n/with-slot';

export default function PaywallScreen() {
  const { t } = useTranslation('paywall');
  useDocumentTitle(t('title'));
  const { requiredPlanName } = useParams();
  const { configuration } = useSession();
  const community = configuration?.artist_long_name || configuration?.app_name || t('thisCommunity');
  const supportEmail = configuration?.support_email;
  // docs/product.md 2.4: leaving returns to the content that led here (the last source, remembered on the device).
  const [source] = useState(lastPaywallSource);
  const back = source && source.type !== 'startup' ? paywallReturnPath(source) : null;
  return (
    <section className="card stack" data-testid="paywall">
      <h1>{t('heading')}</h1>
      <p>{requiredPlanName ? t('needsPlan', { community, plan: requiredPlanName }) : t('needsAPlan', { community })}</p>
      <p className="muted">
        {withSlot(
          (support) => t('notOnWeb', { support }),
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
