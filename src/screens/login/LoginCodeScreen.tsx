// /magic/{referralCode?}: log in with a code sent by email, whatever the configured mode.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReferralCodeParam } from '../../hooks/use-referral-code';
import AuthLinks from './AuthLinks';
import CodeLoginFlow from './CodeLoginFlow';
import CommunityHeading from './CommunityHeading';

export default function LoginCodeScreen() {
  const { t } = useTranslation('login');
  useDocumentTitle(t('titles.code'));
  const referralCode = useReferralCodeParam();
  return (
    <section className="auth card">
      <CommunityHeading greeting="loginTo" />
      <CodeLoginFlow inviteLinkCode={referralCode} />
      <AuthLinks mode="code" />
    </section>
  );
}
