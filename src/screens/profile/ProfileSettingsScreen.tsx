// /profile/settings: the member's account settings and the ways to each sub-setting.
import { useTranslation } from 'react-i18next';
import { Link } from '../../app/router';
import { href } from '../../app/links';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import ActiveSessionsSection from './ActiveSessionsSection';
import ChangeEmailForm from './ChangeEmailForm';
import OfflineReadingSection from './OfflineReadingSection';

export default function ProfileSettingsScreen() {
  // The links to membership, cookie preferences and third-party software speak in those screens' words (their own namespaces).
  const { t } = useTranslation(['profile', 'payments', 'cookies', 'third-party']);
  useDocumentTitle(t('settings.title'));
  const { userData } = useSession();
  return (
    <div className="stack" data-testid="profile-settings">
      <h1>{t('settings.title')}</h1>
      <nav className="card settings-links" aria-label={t('settings.title')}>
        <Link to={href('profileEdit')}>{t('settings.editProfile')}</Link>
        <Link to={href('membership')}>{t('payments:membership.settingsLink')}</Link>
        <Link to={href('emailSettings')}>{t('settings.emailSettings')}</Link>
        <Link to={href('pushNotificationsSettings')}>{t('settings.push')}</Link>
        <Link to={href('notificationsCentreSettings')}>{t('settings.notificationCentre')}</Link>
        <Link to={href('changePassword')}>{t('settings.changePassword')}</Link>
        <Link to={href('blockedMembers')}>{t('settings.blocked')}</Link>
        <Link to={href('cookiesSettings')}>{t('cookies:link')}</Link>
        <Link to={href('thirdPartySoftware')}>{t('third-party:link')}</Link>
        {userData?.user.email_confirmation_required && <Link to={href('resendEmailConfirmation')}>{t('settings.confirmEmail')}</Link>}
        <Link to={href('deleteAccount')} className="danger-link">
          {t('settings.deleteAccount')}
        </Link>
      </nav>
      <section className="card" aria-labelledby="email-title">
        <h2 id="email-title">{t('settings.loginEmail')}</h2>
        <ChangeEmailForm />
      </section>
      <OfflineReadingSection />
      <ActiveSessionsSection />
    </div>
  );
}
