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
  useDocumentTitle('Settings');
  const { userData } = useSession();
  // The newer screens' links speak in those screens' words (their namespaces, src/screens/cookies and third-party).
  const { t } = useTranslation(['cookies', 'third-party']);
  return (
    <div className="stack" data-testid="profile-settings">
      <h1>Settings</h1>
      <nav className="card settings-links" aria-label="Settings">
        <Link to={href('profileEdit')}>Edit profile</Link>
        <Link to={href('emailSettings')}>Email settings</Link>
        <Link to={href('pushNotificationsSettings')}>Push notifications</Link>
        <Link to={href('notificationsCentreSettings')}>Notification centre</Link>
        <Link to={href('changePassword')}>Change password</Link>
        <Link to={href('blockedMembers')}>Blocked members</Link>
        <Link to={href('cookiesSettings')}>{t('cookies:link')}</Link>
        <Link to={href('thirdPartySoftware')}>{t('third-party:link')}</Link>
        {userData?.user.email_confirmation_required && <Link to={href('resendEmailConfirmation')}>Confirm your email</Link>}
        <Link to={href('deleteAccount')} className="danger-link">
          Delete account
        </Link>
      </nav>
      <section className="card" aria-labelledby="email-title">
        <h2 id="email-title">Login email</h2>
        <ChangeEmailForm />
      </section>
      <OfflineReadingSection />
      <ActiveSessionsSection />
    </div>
  );
}
