// /paywall/{requiredPlanName?}: where a premium community keeps members without a plan (guard 5); plans come with payments.
import { useState } from 'react';
import { Link, useParams } from '../../app/router';
import { lastPaywallSource, paywallReturnPath } from '../../app/paywall-source';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';

export default function PaywallScreen() {
  useDocumentTitle('Membership');
  const { requiredPlanName } = useParams();
  const { configuration } = useSession();
  const community = configuration?.artist_long_name || configuration?.app_name || 'This community';
  // docs/product.md 2.4: leaving returns to the content that led here (the last source, remembered on the device).
  const [source] = useState(lastPaywallSource);
  const back = source && source.type !== 'startup' ? paywallReturnPath(source) : null;
  return (
    <section className="card stack" data-testid="paywall">
      <h1>Membership needed</h1>
      <p>
        {community} is a members-only community: {requiredPlanName ? `the ${requiredPlanName} plan` : 'a plan'} is needed to see
        its content.
      </p>
      <p className="muted">
        Plans cannot be bought on the web yet. If you have one through the app stores, log in there; contact{' '}
        {configuration?.support_email ? <a href={`mailto:${configuration.support_email}`}>{configuration.support_email}</a> : 'support'} if it
        does not show here.
      </p>
      <p className="auth__alt">
        {back && (
          <Link to={back} data-testid="paywall-leave">
            Go back
          </Link>
        )}
        <Link to={href('profileSettings')}>Account settings</Link>
        <Link to={href('deleteAccount')}>Delete my account</Link>
      </p>
    </section>
  );
}
