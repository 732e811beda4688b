// /login/{referralCode?}: the entry for signed-out visitors, in the configured login mode with a switch to the other.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReferralCodeParam } from '../../hooks/use-referral-code';
import { useStoredText } from '../../hooks/use-stored-text';
import { loginNoticeStore } from '../../lib/login-notice';
import AuthLinks from './AuthLinks';
import CodeLoginFlow from './CodeLoginFlow';
import CommunityHeading from './CommunityHeading';
import PasswordLoginForm from './PasswordLoginForm';

export default function LoginScreen() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('titles.login'));
  const { configuration } = useSession();
  const referralCode = useReferralCodeParam();
  // Shown while this screen is open; gone once the member moves on.
  const notice = useStoredText(loginNoticeStore);
  useEffect(() => () => loginNoticeStore.remove(), []);
  const byCode = configuration?.login_using_magic_links === true;
  return (
    <section className="auth card">
      <CommunityHeading greeting="welcome" />
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      {configuration?.registration_intro && (
        <p className="muted" dir="auto">
          {configuration.registration_intro}
        </p>
      )}
      {byCode ? <CodeLoginFlow inviteLinkCode={referralCode} /> : <PasswordLoginForm />}
      <AuthLinks mode={byCode ? 'code' : 'password'} />
    </section>
  );
}
