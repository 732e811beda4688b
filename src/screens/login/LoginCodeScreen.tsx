// /magic/{referralCode?}: log in with a code sent by email, whatever the configured mode.
import { useSession } from '../../app/session-context';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useReferralCodeParam } from '../../hooks/use-referral-code';
import AuthLinks from './AuthLinks';
import CodeLoginFlow from './CodeLoginFlow';

export default function LoginCodeScreen() {
  useDocumentTitle('Log in with a code');
  const { configuration } = useSession();
  const referralCode = useReferralCodeParam();
  return (
    <section className="auth card">
      <h1>Log in to {configuration?.artist_long_name || configuration?.app_name || 'the community'}</h1>
      <CodeLoginFlow inviteLinkCode={referralCode} />
      <AuthLinks mode="code" />
    </section>
  );
}
