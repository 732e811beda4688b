// Reminds a member whose email still needs confirming (docs/product.md 4), with the way to a new link.
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../app/router';
import { href, matchRoute } from '../app/links';
import { useSession } from '../app/session-context';

export default function EmailConfirmationBanner() {
  const { signedIn, userData } = useSession();
  const here = matchRoute(useLocation().pathname)?.name;
  const { t } = useTranslation();
  if (!signedIn || !userData?.user.email_confirmation_required) return null;
  if (here === 'emailConfirmation' || here === 'resendEmailConfirmation') return null;
  return (
    <div className="card notice" role="status" data-testid="confirm-email-banner">
      <span>{t('emailConfirmation.reminder', { email: userData.user.email })}</span>
      <Link className="button button--small" to={href('resendEmailConfirmation')}>
        {t('emailConfirmation.sendAgain')}
      </Link>
    </div>
  );
}
