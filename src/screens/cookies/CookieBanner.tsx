// With pwa_cookie_strict_mode on, a visitor who has not chosen is asked first (docs/product.md 9): both choices, and the preferences for a member.
import { useTranslation } from 'react-i18next';
import { chooseCookies } from '../../app/cookie-choice';
import { href } from '../../app/links';
import { Link } from '../../app/router';
import { useSession } from '../../app/session-context';
import './cookies.css';

export default function CookieBanner() {
  const { t } = useTranslation('cookies');
  const { signedIn } = useSession();
  return (
    <div className="card cookie-banner" role="region" aria-label={t('banner.region')} data-testid="cookie-banner">
      <p className="cookie-banner__text">
        <strong>{t('banner.question')}</strong> {t('banner.why')}
        {/* The preferences are a member's screen (docs/product.md 2.1): a visitor chooses here. */}
        {signedIn && (
          <>
            {' '}
            <Link to={href('cookiesSettings')}>{t('link')}</Link>
          </>
        )}
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--small button--quiet" onClick={() => chooseCookies('allow_essentials')}>
          {t('allow_essentials.label')}
        </button>
        <button type="button" className="button button--small" onClick={() => chooseCookies('allow_all')}>
          {t('allow_all.label')}
        </button>
      </div>
    </div>
  );
}
